import { useEffect } from "react";

// Every reader of a story needs the watcher, but none in the page's first moments: it loads after
// the page, which keeps the article within its JavaScript budget (decision 103).
const loadWatcher = () => import("~/lib/browser/read-watch");

/** Sends one read beacon per page view once the reader has really read (decision 118). */
export function useReadBeacon(articleId: number, article: () => HTMLElement | null) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    loadWatcher().then(
      ({ watchReading }) => {
        if (!unmounted) stop = watchReading(articleId, article);
      },
      // A reader whose watcher failed to download is simply not counted.
      () => undefined,
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [articleId, article]);
}
