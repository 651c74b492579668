import { Menu, Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { HeaderSearch } from "~/components/search/header-search";
import { popoverOpen } from "~/hooks/use-open-popover";
import { mobileMenuId, mobileSearchBarId } from "~/lib/browser/header-script";
import { cn } from "~/lib/utils/cn";
import { BackButton } from "./back-button";
import { CategoriesDropdown } from "./categories-dropdown";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { timelineNavItem } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";

// The full bar (logo, five links, search, theme) needs about 1,150 px; below 1,280 the menu button
// carries the links, so no width between 320 and 1,600 px wraps the bar or pushes it off screen.

// The buttons draw and name what they will do from their popover's own state, through CSS, so they are
// right from the first paint and hydration has nothing to change (a hidden span is left out of the name).
const whenMenuOpen = "hidden group-has-[#mobile-menu:popover-open]/header:inline";
const whenMenuClosed = "group-has-[#mobile-menu:popover-open]/header:hidden";
const whenSearchOpen = "hidden group-has-[#mobile-search-bar:popover-open]/header:inline";
const whenSearchClosed = "group-has-[#mobile-search-bar:popover-open]/header:hidden";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-full px-3 py-2 text-sm font-medium text-ink hover:bg-surface", isActive && "text-accent");

export function SiteHeader({ variant }: { variant: "search" | "back" }) {
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  // A client navigation leaves the page in place, so it closes the panels itself (a document
  // navigation starts with them closed). Not when the page hydrates: a panel the reader opened before
  // then stays open.
  const shownLocation = useRef(location.key);
  useEffect(() => {
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    for (const id of [mobileMenuId, mobileSearchBarId]) {
      const panel = document.getElementById(id);
      if (popoverOpen(panel)) panel?.hidePopover();
    }
  }, [location.key]);

  return (
    <header
      className={cn(
        "group/header sticky top-0 z-50 border-b border-rule",
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
            <HeaderSearch id="header-search" className="hidden w-56 md:block lg:w-72 xl:w-64" />
          )}
          {variant === "back" ? (
            <div className="md:hidden">
              <BackButton />
            </div>
          ) : (
            <button
              type="button"
              popoverTarget={mobileSearchBarId}
              aria-controls={mobileSearchBarId}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface md:hidden"
            >
              <Search aria-hidden className={cn("size-5", whenSearchClosed)} />
              <X aria-hidden className={cn("size-5", whenSearchOpen)} />
              <span className={cn("sr-only", whenSearchClosed)}>Open search</span>
              <span className={cn("sr-only", whenSearchOpen)}>Close search</span>
            </button>
          )}
          <ThemeToggle />
          <button
            ref={menuButton}
            type="button"
            popoverTarget={mobileMenuId}
            aria-controls={mobileMenuId}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface xl:hidden"
          >
            <Menu aria-hidden className={cn("size-5", whenMenuClosed)} />
            <X aria-hidden className={cn("size-5", whenMenuOpen)} />
            <span className={cn("sr-only", whenMenuClosed)}>Open menu</span>
            <span className={cn("sr-only", whenMenuOpen)}>Close menu</span>
          </button>
        </div>
      </div>
      {variant === "search" && (
        <div
          id={mobileSearchBarId}
          popover="auto"
          // The browser's popover style centres a framed box that scrolls: this one is a bar under the
          // header, with the search dropdown hanging below it.
          className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-auto max-w-none overflow-visible border-0 border-b border-rule bg-paper px-4 py-3 text-ink md:hidden"
        >
          <HeaderSearch id="mobile-search" />
        </div>
      )}
      <MobileMenu menuButton={menuButton} />
    </header>
  );
}
