const stateChangingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(url: string | undefined) {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * True for a state-changing request that a browser sent from another site. Our own origin is the
 * request's (whatever host the reader used) or SITE_URL's. A request without Origin is let through:
 * browsers always send it on POST, so its absence means a non-browser client, which cannot carry a
 * reader's cookies across sites anyway. `Origin: null` (sandboxed frames, opaque redirects) is foreign.
 */
export function isForeignOrigin(request: Request, siteUrl: string | undefined) {
  if (!stateChangingMethods.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const allowed = [new URL(request.url).origin, originOf(siteUrl)];
  return !allowed.includes(origin);
}

export const foreignOriginMessage =
  "This request came from another website. Please send it from The Future Dispatch itself.";

/** A plain page for forms posted from elsewhere: no scripts, nothing that depends on the app. */
export const foreignOriginPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Request refused | The Future Dispatch</title>
<style>body{font:1.05rem/1.6 Georgia,serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111;background:#faf8f3}a{color:#9b1c1c}</style>
</head>
<body>
<main>
<p>The Future Dispatch</p>
<h1>That form came from another website</h1>
<p>To keep readers safe we only accept forms sent from our own pages, and this one arrived from somewhere else. Nothing was saved.</p>
<p><a href="/">Return to the front page</a></p>
</main>
</body>
</html>
`;
