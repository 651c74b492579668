import { Menu, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { HeaderSearch } from "~/components/search/header-search";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { cn } from "~/lib/utils/cn";
import { BackButton } from "./back-button";
import { CategoriesDropdown } from "./categories-dropdown";
import { Logo } from "./logo";
import { timelineNavItem } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";

// The full bar (logo, five links, search, theme) needs about 1,150 px; below 1,280 the menu button
// carries the links, so no width between 320 and 1,600 px wraps the bar or pushes it off screen.
const desktopBreakpoint = "(min-width: 1280px)";

// Only narrow screens ever open it, so its links load with the first opening (fetched as the pointer
// or focus reaches the button).
const loadMobileMenu = () => import("./mobile-menu");

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-full px-3 py-2 text-sm font-medium text-ink hover:bg-surface", isActive && "text-accent");

export function SiteHeader({ variant }: { variant: "search" | "back" }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const MobileMenu = useLazyComponent(loadMobileMenu, menuOpen);

  // Any navigation closes both panels (state adjusted during render, not in an effect).
  const [shownLocation, setShownLocation] = useState(location.key);
  if (shownLocation !== location.key) {
    setShownLocation(location.key);
    setMenuOpen(false);
    setSearchOpen(false);
  }

  useEffect(() => {
    const media = window.matchMedia(desktopBreakpoint);
    const close = () => {
      if (media.matches) setMenuOpen(false);
    };
    media.addEventListener("change", close);
    return () => media.removeEventListener("change", close);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      className={cn(
        "sticky top-0 z-50 border-b border-rule",
        // The open menu covers the page, so it also covers the cookie notice and promo (z-60), which Tab
        // cannot reach while the menu holds focus; they are there again when it closes.
        menuOpen && "z-[70]",
        // The translucent blur sits on a pseudo-element: a backdrop-filter on the header itself would make
        // the header the containing block of the fixed #mobile-menu and squash the menu to its 64 px.
        "before:absolute before:inset-0 before:-z-10 before:bg-paper/95 before:backdrop-blur before:content-['']",
        "supports-[backdrop-filter]:before:bg-paper/85",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl min-w-0 items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 font-sans whitespace-nowrap xl:flex">
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
          <CategoriesDropdown />
          <NavLink to={timelineNavItem.to} className={navLinkClass}>
            {timelineNavItem.label}
          </NavLink>
          <NavLink to="/submit" className={navLinkClass}>
            Submit
          </NavLink>
          <NavLink to="/feedback" className={navLinkClass}>
            Feedback
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {variant === "back" ? (
            <div className="hidden md:block">
              <BackButton />
            </div>
          ) : (
            <HeaderSearch className="hidden w-56 md:block lg:w-72 xl:w-64" />
          )}
          {variant === "back" ? (
            <div className="md:hidden">
              <BackButton />
            </div>
          ) : (
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface md:hidden"
              aria-label={searchOpen ? "Close search" : "Open search"}
              aria-expanded={searchOpen}
              aria-controls="mobile-search-bar"
              onClick={() => {
                setSearchOpen((open) => !open);
                setMenuOpen(false);
              }}
            >
              {searchOpen ? <X aria-hidden className="size-5" /> : <Search aria-hidden className="size-5" />}
            </button>
          )}
          <ThemeToggle />
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface xl:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuOpen((open) => !open);
              setSearchOpen(false);
            }}
          >
            {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </button>
        </div>
      </div>
      {searchOpen && variant === "search" && (
        <div id="mobile-search-bar" className="border-t border-rule px-4 py-3 md:hidden">
          <HeaderSearch focusOnMount />
        </div>
      )}
      {menuOpen && MobileMenu && (
        // The component arrives once and is kept in state, so its identity never changes between renders.
        // eslint-disable-next-line react-hooks/static-components
        <MobileMenu onNavigate={() => setMenuOpen(false)} menuButton={menuButton} />
      )}
    </header>
  );
}
