import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { DatabaseUnavailableError, databaseUnavailableMessage } from "~/db/unavailable";

// Whether a loader or action of this request failed because D1 is down. React Router shows middleware
// only the rendered Response, never the error a loader threw; entry.server's handleError is the one
// place that sees that error (with this request's context), so it notes it here.
const databaseFailed = createContext(false);

/**
 * For entry.server's `handleError`: true when the error is D1 being down, which is then noted on the
 * request for `databaseUnavailablePage`. Its cause was already logged where D1 failed.
 */
export function noteDatabaseUnavailable(
  error: unknown,
  context: Readonly<RouterContextProvider> | undefined,
) {
  if (!(error instanceof DatabaseUnavailableError)) return false;
  context?.set(databaseFailed, true);
  return true;
}

/**
 * Root middleware: the page boundary's answer to `DatabaseUnavailableError`. A plain Error from a
 * loader or action is rendered as a 500 and sanitised to "Unexpected Server Error" before it reaches
 * the browser, so hydration would turn the page into the generic error screen. Thrown after `next()`,
 * React Router's `data(…, 503)` instead re-renders the root ErrorBoundary as a route error response
 * with status 503 and the reader-facing message, for documents and `.data` requests alike, and it
 * survives hydration. The first rendering is thrown away; this only happens while D1 is down.
 */
export const databaseUnavailablePage: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (!context.get(databaseFailed)) return response;
  await response.body?.cancel();
  throw data(databaseUnavailableMessage, 503);
};
