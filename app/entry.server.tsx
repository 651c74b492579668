import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { appContext } from "./context";
import { databaseRetryAfterSeconds } from "./db/unavailable";
import { NonceContext } from "./lib/browser/nonce";
import { noteDatabaseUnavailable } from "./lib/server/database-unavailable.server";
import { htmlStreamOptions } from "./lib/server/html-stream.server";
import { frameworkAfterLoad } from "./lib/server/framework-after-load.server";

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (noteDatabaseUnavailable(error, context)) return;
  // As React Router's default: an interrupted request is the reader leaving, not a fault, and a
  // router-made error response (a 404, a 405) is logged as the error it wraps.
  if (request.signal.aborted) return;
  console.error(isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The Worker made this request's nonce and sends the matching Content-Security-Policy (and the
  // other security headers) for every answer, so none are set here.
  const { nonce } = loadContext.get(appContext);
  let shellRendered = false;
  const page = (
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>
  );
  const body = await renderToReadableStream(page, {
    ...htmlStreamOptions,
    nonce,
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
  // Only D1 being unreachable renders a 503 page (~/lib/server/database-unavailable.server): tell
  // readers when to come back.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(databaseRetryAfterSeconds));
  return new Response(body.pipeThrough(frameworkAfterLoad()), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
