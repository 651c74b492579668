import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { categoriesTriggerClass } from "./nav-items";

const loadMenu = () => import("./categories-menu");

function Trigger(props: { onOpen: (byKeyboard: boolean) => void }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={categoriesTriggerClass}
      // Fetch the menu's code while the pointer or focus is on its way, so opening feels instant.
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      // A click with no pointer position (detail 0) came from Enter or Space.
      onClick={(event) => props.onOpen(event.detail === 0)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          props.onOpen(true);
        }
      }}
    >
      The Future of Everything
      <ChevronDown aria-hidden className="size-4" />
    </button>
  );
}

/**
 * "The Future of Everything" dropdown. The Radix menu (with its positioning engine) is most of the
 * header's script weight, so pages ship a plain button and load the menu when a reader first opens it.
 */
export function CategoriesDropdown() {
  const [opened, setOpened] = useState<"keyboard" | "pointer" | null>(null);
  const CategoriesMenu = useLazyComponent(loadMenu, opened !== null);
  if (!CategoriesMenu)
    return <Trigger onOpen={(byKeyboard) => setOpened(byKeyboard ? "keyboard" : "pointer")} />;
  // The component arrives once and is kept in state, so its identity never changes between renders.
  // eslint-disable-next-line react-hooks/static-components
  return <CategoriesMenu focusFirstItem={opened === "keyboard"} />;
}
