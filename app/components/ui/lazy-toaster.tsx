import { useEffect, useState } from "react";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { useToast } from "~/hooks/use-toast";

const loadToaster = () => import("./toaster");

/**
 * Mounts the Radix notification region the first time it is needed (a toast, or F8 to reach it), so
 * pages that never notify anything do not ship its code. Once mounted it stays, and Radix handles F8.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState<"no" | "toast" | "f8">("no");
  if (needed === "no" && toasts.length > 0) setNeeded("toast");
  const Toaster = useLazyComponent(loadToaster, needed !== "no");

  useEffect(() => {
    if (needed !== "no") return;
    // An F8 pressed before the page hydrated comes here too: the inline script dispatches it again once
    // the page has hydrated (~/lib/browser/early-clicks).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") setNeeded("f8");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [needed]);

  // The component arrives once and is kept in state, so its identity never changes between renders.
  // eslint-disable-next-line react-hooks/static-components
  return Toaster ? <Toaster focusOnMount={needed === "f8"} /> : null;
}
