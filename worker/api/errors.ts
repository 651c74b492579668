import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DatabaseUnavailableError, databaseUnavailableMessage } from "~/db/unavailable";
import { retryAfter } from "../errors";

/**
 * The API's one error envelope (decision 082): `{ success: false, message }` with the status that
 * says what went wrong. `message` is always safe to show a reader; nothing leaks a stack trace.
 */
export const failure = (message: string) => ({ success: false as const, message });

/**
 * An API error for a handler or middleware to throw: `onApiError` answers it in the envelope, with
 * `headers` (a 429's Retry-After, say) on the answer.
 */
export function apiError(status: ContentfulStatusCode, message: string, headers?: Record<string, string>) {
  return new HTTPException(status, { message, res: headers && new Response(null, { headers }) });
}

/** A path under /api that no route serves, whatever the method. */
export function apiNotFound(c: Context): never {
  throw apiError(404, `No API route for ${c.req.method} ${c.req.path}`);
}

/** The API's one `onError`: every error thrown under /api is answered here, in the envelope. */
export function onApiError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const headers = error.res ? Object.fromEntries(error.res.headers) : undefined;
    return c.json(failure(error.message), error.status as ContentfulStatusCode, headers);
  }
  // D1's own error was logged where it failed; the client only learns to come back later.
  if (error instanceof DatabaseUnavailableError) {
    return c.json(failure(databaseUnavailableMessage), 503, retryAfter);
  }
  console.error(error);
  return c.json(failure("Something went wrong. Please try again."), 500);
}
