import { useEffect } from "react";

// Every reader of a story needs the watcher, but none in the page's first moments: it loads after
// the page, which keeps the article within its JavaScript budget (decision 103).
const loadWatcher = () => import("~/lib/browser/read-watch");

/**
 * Sends one read beacon per page view once the reader has really read (decision 118); none when
 * `articleId` is null (an editor's preview of a story readers cannot see yet).
 */
export function useReadBeacon(articleId: number | null, article: () => HTMLElement | null) {
  useEffect(() => {
    if (articleId === null) return;
    // Until the watcher arrives, only note whether the reader scrolled: a position the browser
    // restored is not reading, a scroll made while the watcher loaded is, and so is one the reader
    // made before the page hydrated, which the inline script dispatches again then (early-clicks.ts).
    let scrolled = false;
    const onScroll = () => {
      scrolled = true;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    let stop: (() => void) | undefined;
    let unmounted = false;
    loadWatcher()
      .then(({ watchReading }) => {
        if (!unmounted) stop = watchReading(articleId, article, scrolled);
      })
      // A reader whose watcher failed to download is simply not counted.
      .catch(() => undefined)
      .finally(() => window.removeEventListener("scroll", onScroll));
    return () => {
      unmounted = true;
      window.removeEventListener("scroll", onScroll);
      stop?.();
    };
  }, [articleId, article]);
}
