import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { categoriesTriggerClass } from "./nav-items";

const loadMenu = () => import("./categories-menu");

function Trigger(props: { onOpen?: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={categoriesTriggerClass}
      // Fetch the menu's code while the pointer or focus is on its way, so opening feels instant.
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={props.onOpen}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          props.onOpen?.();
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
  const [opened, setOpened] = useState(false);
  const CategoriesMenu = useLazyComponent(loadMenu, opened);
  if (!CategoriesMenu) return <Trigger onOpen={() => setOpened(true)} />;
  // The component arrives once and is kept in state, so its identity never changes between renders.
  // eslint-disable-next-line react-hooks/static-components
  return <CategoriesMenu />;
}
