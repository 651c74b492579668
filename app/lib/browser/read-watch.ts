import { api } from "~/lib/browser/api";
import { sendBeacon } from "~/lib/browser/api-client";
import { minimumReadMs } from "~/lib/config/read-caps";

/** A story counts as read once the reader has scrolled half of it into view… */
const readShare = 0.5;
/** …or has had it on screen, visible, for this long. */
const readAfterMs = 30_000;

/**
 * This page view's id, issued by the server (decision 151): the one the document arrived with, in
 * its `read-view` tag, taken once so a later view of the same story does not reuse it; on a
 * client-side navigation, a fresh one from the API. Null when none can be had: that view is not counted.
 */
async function viewId(articleId: number): Promise<{ id: string; readableAt: number } | null> {
  // The id's age as the server sees it is at least the time since it arrived here.
  const readableAt = () => performance.now() + minimumReadMs + 500;
  const tag = document.querySelector<HTMLMetaElement>(`meta[name="read-view"][data-article="${articleId}"]`);
  const issued = tag?.content;
  if (tag && issued) {
    tag.content = "";
    return { id: issued, readableAt: readableAt() };
  }
  const answer = await api.reads.view
    .$get({ query: { articleId: String(articleId) } })
    .then((issued) => issued.json())
    .catch(() => null);
  return answer ? { id: answer.view, readableAt: readableAt() } : null;
}

/**
 * Watches one page view of a story and sends its read beacon once the reader has really read
 * (decisions 118 and 151): scrolled past half of the story, or kept it visible for 30 seconds, and
 * never sooner than `minimumReadMs` after the view id arrived, which the server also checks. The id
 * is the one the server issued for this view, so a second beacon from it counts once. Returns the
 * function that stops watching.
 */
export function watchReading(articleId: number, article: () => HTMLElement | null, scrolledAlready: boolean) {
  const view = viewId(articleId);
  let sent = false;
  let visibleMs = 0;
  let visibleSince = document.visibilityState === "visible" ? performance.now() : null;

  const send = () => {
    if (sent) return;
    sent = true;
    stop();
    void view.then((issued) => {
      if (!issued) return;
      const beacon = () => sendBeacon("/api/reads", { articleId, view: issued.id });
      window.setTimeout(beacon, Math.max(0, issued.readableAt - performance.now()));
    });
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
