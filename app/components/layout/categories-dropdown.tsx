import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { desktopCategoryItems } from "./nav-items";

export function CategoriesDropdown() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink hover:bg-surface data-[state=open]:bg-surface">
        The Future of Everything
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-56 border border-rule bg-paper p-1.5 font-sans shadow-xl"
        >
          {desktopCategoryItems.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-surface data-[highlighted]:text-accent"
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
