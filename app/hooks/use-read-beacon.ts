import { useEffect } from "react";
import { sendBeacon } from "~/lib/browser/api-client";

/** A story counts as read once the reader has scrolled half of it into view… */
const readShare = 0.5;
/** …or has had it on screen, visible, for this long. */
const readAfterMs = 30_000;

/**
 * Sends one read beacon per page view, once the reader has really read (decision 118): scrolled
 * past half of the story, or kept it visible for 30 seconds. The page view's id is random and lives
 * only in this effect, so a second beacon from the same view is recognised and nothing else is.
 */
export function useReadBeacon(articleId: number, article: () => HTMLElement | null) {
  useEffect(() => {
    const view = crypto.randomUUID();
    let sent = false;
    let visibleMs = 0;
    let visibleSince = document.visibilityState === "visible" ? performance.now() : null;

    const send = () => {
      if (sent) return;
      sent = true;
      cleanup();
      sendBeacon("/api/reads", { articleId, view });
    };
    const onScroll = () => {
      const box = article()?.getBoundingClientRect();
      if (box && box.top + box.height * readShare <= window.innerHeight) send();
    };
    const timer = window.setInterval(() => {
      const now = performance.now();
      if (visibleSince !== null) {
        visibleMs += now - visibleSince;
        visibleSince = now;
      }
      if (visibleMs >= readAfterMs) send();
    }, 1_000);
    const onVisibility = () => {
      if (document.visibilityState === "visible") visibleSince = performance.now();
      else if (visibleSince !== null) {
        visibleMs += performance.now() - visibleSince;
        visibleSince = null;
      }
    };
    function cleanup() {
      window.clearInterval(timer);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("visibilitychange", onVisibility);
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("visibilitychange", onVisibility);
    return cleanup;
  }, [articleId, article]);
}
