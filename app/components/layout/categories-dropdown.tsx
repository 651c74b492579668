import { ChevronDown } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { useFocusTrap } from "~/hooks/use-focus-trap";
import { popoverOpen, useOpenPopover } from "~/hooks/use-open-popover";
import { categoriesMenuId } from "~/lib/browser/header-script";
import { categoriesTriggerClass, desktopCategoryItems } from "./nav-items";

const items = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];

/** Arrow keys, Home and End move between the items, as in a menu (WAI-ARIA menu button pattern). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const all = items(event.currentTarget);
  const at = all.indexOf(document.activeElement as HTMLElement);
  const last = all.length - 1;
  const next: Record<string, number> = {
    ArrowDown: at >= last ? 0 : at + 1,
    ArrowUp: at <= 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  if (!(event.key in next)) return;
  event.preventDefault();
  all[next[event.key]!]?.focus();
}

/**
 * "The Future of Everything" dropdown: the links are in the server's HTML, in a popover the button
 * opens from the first paint with no script (Escape and a click outside close it), placed under the
 * button with CSS anchor positioning (decision 140). Once the framework runs it behaves as a menu: a
 * keyboard opening puts focus on the first item, arrows move, Tab stays inside, and a chosen link
 * closes it.
 */
export function CategoriesDropdown() {
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useFocusTrap(useOpenPopover(menu), { returnFocusTo: trigger });

  const openAtFirstItem = () => {
    const element = menu.current;
    if (!element) return;
    if (!popoverOpen(element)) element.showPopover();
    items(element)[0]?.focus();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={categoriesMenuId}
        aria-haspopup="menu"
        className={`${categoriesTriggerClass} [anchor-name:--categories]`}
        // From the keyboard (a click with no pointer position, or ArrowDown) the menu opens with focus on
        // its first item, in the same task, so the next key already moves within it.
        onClick={(event) => {
          if (event.detail !== 0 || popoverOpen(menu.current)) return;
          event.preventDefault();
          openAtFirstItem();
        }}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown") return;
          event.preventDefault();
          openAtFirstItem();
        }}
      >
        The Future of Everything
        <ChevronDown aria-hidden className="size-4" />
      </button>
      <div
        ref={menu}
        id={categoriesMenuId}
        popover="auto"
        role="menu"
        tabIndex={-1}
        aria-label="The Future of Everything"
        onKeyDown={moveFocus}
        // Under the button, its left edges aligned; the browser's popover style would centre it.
        className="inset-auto m-0 mt-2 min-w-56 border border-rule bg-paper p-1.5 font-sans text-ink shadow-xl [position-anchor:--categories] [position-area:bottom_span-right]"
      >
        {desktopCategoryItems.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            role="menuitem"
            onClick={() => menu.current?.hidePopover()}
            className="block px-3 py-2 text-sm text-ink -outline-offset-2 hover:bg-surface hover:text-accent focus:bg-surface focus:text-accent"
          >
            {item.label}
          </Link>
        ))}
      </div>
    </>
  );
}
