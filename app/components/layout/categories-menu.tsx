import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { useCallback, useRef } from "react";
import { Link } from "react-router";
import { categoriesTriggerClass, desktopCategoryItems } from "./nav-items";

/** The Radix menu itself, loaded the first time a reader opens the dropdown (see categories-dropdown). */
export default function CategoriesMenu({ focusFirstItem }: { focusFirstItem: boolean }) {
  // Radix puts focus on the first item when its own trigger is used from the keyboard; the first
  // opening goes through the plain placeholder button instead, so this does the same for it, once.
  const pending = useRef(focusFirstItem);
  const focusFirst = useCallback((content: HTMLDivElement | null) => {
    if (!content || !pending.current) return;
    pending.current = false;
    content.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={`${categoriesTriggerClass} data-[state=open]:bg-surface`}>
        The Future of Everything
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={focusFirst}
          align="start"
          sideOffset={8}
          className="z-50 min-w-56 border border-rule bg-paper p-1.5 font-sans shadow-xl"
        >
          {desktopCategoryItems.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block px-3 py-2 text-sm text-ink -outline-offset-2 data-[highlighted]:bg-surface data-[highlighted]:text-accent"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
