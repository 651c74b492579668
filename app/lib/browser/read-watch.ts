import { sendBeacon } from "~/lib/browser/api-client";

/** A story counts as read once the reader has scrolled half of it into view… */
const readShare = 0.5;
/** …or has had it on screen, visible, for this long. */
const readAfterMs = 30_000;

/**
 * Watches one page view of a story and sends its read beacon once the reader has really read
 * (decision 118): scrolled past half of the story, or kept it visible for 30 seconds. The page
 * view's id is random and lives only here, so a second beacon from the same view is recognised and
 * nothing else is. Returns the function that stops watching.
 */
export function watchReading(articleId: number, article: () => HTMLElement | null, scrolledAlready: boolean) {
  const view = crypto.randomUUID();
  let sent = false;
  let visibleMs = 0;
  let visibleSince = document.visibilityState === "visible" ? performance.now() : null;

  const send = () => {
    if (sent) return;
    sent = true;
    stop();
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
  function stop() {
    window.clearInterval(timer);
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("visibilitychange", onVisibility);
  }
  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("visibilitychange", onVisibility);
  // This module arrives after the page does: a reader who scrolled past half meanwhile has read it.
  if (scrolledAlready) onScroll();
  return stop;
}
