/**
 * How React streams a page's HTML. By default it sends a finished Suspense boundary that comes after
 * the first 12.8 KB of the page as a hidden element plus a script that moves it into place, so the
 * shell paints sooner. Our only boundaries are the deferred widgets (decision 133), which the server
 * always renders in full: sent that way, a reader without JavaScript would never see the poll. Every
 * finished boundary is therefore written where it stands.
 */
export const htmlStreamOptions = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;
