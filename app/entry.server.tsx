import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { databaseRetryAfterSeconds } from "./db/unavailable";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors before the shell rendered reject above and are handled by React Router.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers get the whole document at once, so they index finished pages.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // Only D1 being unreachable renders a 503 page (~/db/unavailable): tell readers when to come back.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(databaseRetryAfterSeconds));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
