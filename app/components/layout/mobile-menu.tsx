import { useRef, type RefObject } from "react";
import { NavLink } from "react-router";
import { useFocusTrap } from "~/hooks/use-focus-trap";
import { useOpenPopover } from "~/hooks/use-open-popover";
import { mobileMenuId } from "~/lib/browser/header-script";
import { cn } from "~/lib/utils/cn";
import { mobileNavItems } from "./nav-items";

/**
 * Full-screen numbered menu for narrow screens, in the server's HTML and shown by the browser as a
 * popover (the menu button's `popovertarget`), so it opens from the first paint with no script; Escape,
 * a touch outside it and opening the search bar close it (decision 140). While it is open Tab stays
 * within the header and the menu, from the first paint (~/lib/browser/header-script). Once the framework
 * runs, a chosen link closes it (a client navigation would leave it open), with focus back on the menu
 * button.
 */
export function MobileMenu({ menuButton }: { menuButton: RefObject<HTMLButtonElement | null> }) {
  const nav = useRef<HTMLElement>(null);
  const open = useOpenPopover(nav);
  useFocusTrap(open?.closest("header") ?? null, { returnFocusTo: menuButton });

  return (
    <nav
      ref={nav}
      id={mobileMenuId}
      popover="auto"
      aria-label="Main"
      // The browser's popover style centres a framed box: this one fills the screen below the header.
      className="fixed inset-x-0 top-16 bottom-0 z-40 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto border-0 bg-paper px-6 pt-4 pb-12 text-ink xl:hidden"
    >
      <ol className="divide-y divide-rule border-y border-rule">
        {mobileNavItems.map((item, index) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={() => nav.current?.hidePopover()}
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
