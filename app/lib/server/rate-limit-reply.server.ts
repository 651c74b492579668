import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { checkRateLimit, type WriteEndpoint } from "~/lib/server/rate-limit.server";

/** An action's rate-limit check: the same limiter and key as the API's, through the page context. */
export function actionRateLimit(
  context: Readonly<RouterContextProvider>,
  request: Request,
  endpoint: WriteEndpoint,
) {
  return checkRateLimit(context.get(appContext).env, request, endpoint);
}

/**
 * A route's `headers`: its loader's headers plus the action's Retry-After. React Router sends only
 * what a route's `headers` returns (and cookies), so a route whose action can answer 429 needs this.
 */
export function loaderHeadersWithRetryAfter({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}) {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/**
 * The `headers` of a page that carries a live token (the confirmation and unsubscribe links): the
 * loader's and the action's as above, and always `private, no-store`, whatever the answer, so no
 * browser history, back-forward cache or shared cache keeps a token (decision 152).
 */
export function tokenPageHeaders(args: { loaderHeaders: Headers; actionHeaders: Headers }) {
  const headers = loaderHeadersWithRetryAfter(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}
