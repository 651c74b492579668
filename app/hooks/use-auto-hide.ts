import { useCallback, useEffect, useRef } from "react";

/**
 * A self-hiding popup's clock: `hide` runs `ms` after the returned function was called, waiting while the reader
 * is engaged and counting again from the start once they move on (WCAG 2.2.1). The deadline is set
 * when the popup shows, not when an effect gets to run after that render, so a slow device still
 * hides it on time.
 */
export function useAutoHide({
  open,
  engaged,
  ms,
  hide,
}: {
  open: boolean;
  engaged: boolean;
  ms: number;
  hide: () => void;
}) {
  const hideAt = useRef(0);
  const wasEngaged = useRef(false);
  const startHideClock = useCallback(() => {
    hideAt.current = Date.now() + ms;
  }, [ms]);

  useEffect(() => {
    if (!open) return;
    if (engaged) {
      wasEngaged.current = true;
      return;
    }
    if (wasEngaged.current) {
      wasEngaged.current = false;
      hideAt.current = Date.now() + ms;
    }
    const timer = window.setTimeout(hide, Math.max(0, hideAt.current - Date.now()));
    return () => window.clearTimeout(timer);
  }, [open, engaged, ms, hide]);

  return startHideClock;
}
