import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

/** What Tab can reach inside `container`, in order; hidden controls (no layout box) are skipped. */
function tabbables(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

type Options = {
  /** The trap holds only while this is true (for panels that stay mounted while closed). */
  active?: boolean;
  /** Called on Escape while focus is inside. */
  onEscape?: () => void;
  /** Where focus goes when the panel closes; by default, wherever it was before entering the panel. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * Keeps Tab and Shift+Tab cycling inside an open popup, closes it on Escape and, when it closes with
 * focus inside (or focus lost with it), hands focus back so a keyboard reader carries on where they were.
 * It never moves focus into the popup itself: the site's popups appear on their own, and a reader
 * should not have their place taken from them.
 */
export function useFocusTrap(element: HTMLElement | null, options: Options = {}) {
  const { active = true, returnFocusTo } = options;
  const onEscape = useRef(options.onEscape);
  useEffect(() => {
    onEscape.current = options.onEscape;
  });

  // The element comes from a callback ref rather than a ref object: portalled popups (Radix) attach it
  // a render after they mount. A layout effect, so its cleanup runs in the commit that closes the popup.
  useLayoutEffect(() => {
    if (!active || !element) return;
    const opener = returnFocusTo?.current ?? null;
    let cameFrom: HTMLElement | null = null;

    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !element.contains(from)) cameFrom = from;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && onEscape.current) {
        event.preventDefault();
        onEscape.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = tabbables(element);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };

    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("keydown", onKeyDown);
      const focused = document.activeElement;
      const lostWithPanel = !focused || focused === document.body || element.contains(focused);
      const target = opener ?? cameFrom;
      if (lostWithPanel && target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [active, element, returnFocusTo]);
}
