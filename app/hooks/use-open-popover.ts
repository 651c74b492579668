import { useEffect, useState, type RefObject } from "react";

/** Whether the browser shows this popover now. */
export const popoverOpen = (element: HTMLElement | null) => element?.matches(":popover-open") ?? false;

/**
 * The popover in `ref` while the browser shows it, null while it is closed: follows the popover's own
 * `toggle` event, so the browser (a `popovertarget` button, Escape, a touch outside) owns the state and
 * React only reads it. A popover the reader opened before the page hydrated counts from the start.
 */
export function useOpenPopover(ref: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const follow = () => setOpen(popoverOpen(element) ? element : null);
    if (popoverOpen(element)) follow();
    element.addEventListener("toggle", follow);
    return () => element.removeEventListener("toggle", follow);
  }, [ref]);
  return open;
}
