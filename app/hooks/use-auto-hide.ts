import { useEffect, useRef } from "react";

/**
 * A self-hiding popup's clock: `hide` runs `ms` after `shownAt` (when the popup was granted the
 * reader's attention, not when an effect got to run, so a slow device still hides it on time), waiting
 * while the reader is engaged and counting again from the start once they move on (WCAG 2.2.1).
 */
export function useAutoHide({
  open,
  shownAt,
  engaged,
  ms,
  hide,
}: {
  open: boolean;
  shownAt: number;
  engaged: boolean;
  ms: number;
  hide: () => void;
}) {
  const restartedAt = useRef<number | null>(null);
  const wasEngaged = useRef(false);

  useEffect(() => {
    if (!open) {
      restartedAt.current = null;
      wasEngaged.current = false;
      return;
    }
    if (engaged) {
      wasEngaged.current = true;
      return;
    }
    if (wasEngaged.current) {
      wasEngaged.current = false;
      restartedAt.current = Date.now();
    }
    const from = restartedAt.current ?? shownAt;
    const timer = window.setTimeout(hide, Math.max(0, from + ms - Date.now()));
    return () => window.clearTimeout(timer);
  }, [open, shownAt, engaged, ms, hide]);
}
