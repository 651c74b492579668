import { ChevronDown } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { categoriesMenuId } from "~/lib/browser/header-script";
import { categoriesTriggerClass, desktopCategoryItems } from "./nav-items";

/**
 * "The Future of Everything" dropdown: the links are in the server's HTML, in a popover the button
 * opens from the first paint with no script (Escape and a click outside close it), placed under the
 * button with CSS anchor positioning (decision 140). The header's inline script makes it a menu from
 * the keyboard, also from the first paint (~/lib/browser/header-script): a keyboard opening puts focus
 * on the first item, arrows move, Tab stays inside. Once the framework runs, a chosen link closes it.
 */
export function CategoriesDropdown() {
  const menu = useRef<HTMLDivElement>(null);

  return (
    <>
      <button
        type="button"
        popoverTarget={categoriesMenuId}
        aria-haspopup="menu"
        className={`${categoriesTriggerClass} [anchor-name:--categories]`}
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
