import { useCallback, useState, type RefObject } from "react";
import { NavLink } from "react-router";
import { useFocusTrap } from "~/hooks/use-focus-trap";
import { cn } from "~/lib/utils/cn";
import { mobileNavItems } from "./nav-items";

/**
 * Full-screen numbered menu for narrow screens; any link closes it. Loaded when first opened
 * (site-header). It covers the page, so while it is open Tab stays within the header and the menu, and
 * focus goes back to the menu button when it closes.
 */
export default function MobileMenu({
  onNavigate,
  menuButton,
}: {
  onNavigate: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  // The trap holds the whole header, which the menu is drawn inside. The menu finds it itself when it
  // opens: the header keeping its own element in state re-rendered it, synchronously, as the page
  // hydrated.
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const findHeader = useCallback((nav: HTMLElement | null) => setHeader(nav?.closest("header") ?? null), []);
  useFocusTrap(header, { returnFocusTo: menuButton });
  return (
    <nav
      ref={findHeader}
      id="mobile-menu"
      aria-label="Main"
      className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto bg-paper px-6 pt-4 pb-12 xl:hidden"
    >
      <ol className="divide-y divide-rule border-y border-rule">
        {mobileNavItems.map((item, index) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex items-baseline gap-4 py-3 font-serif text-2xl text-ink hover:text-accent",
                  isActive && "text-accent",
                )
              }
            >
              <span
                aria-hidden
                className="w-8 font-sans text-xs font-semibold tracking-widest text-muted tabular-nums"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
