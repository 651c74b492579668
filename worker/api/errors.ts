import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from "~/db/unavailable";

/**
 * The API's one error envelope (decision 082): `{ success: false, message }` with the status that
 * says what went wrong. `message` is always safe to show a reader; nothing leaks a stack trace.
 */
export const failure = (message: string) => ({ success: false as const, message });

export function onApiError(error: Error, c: Context) {
  if (error instanceof HTTPException) return c.json(failure(error.message), error.status);
  console.error(error);
  return c.json(failure("Something went wrong. Please try again."), 500);
}

export function apiNotFound(c: Context) {
  return c.json(failure(`No API route for ${c.req.method} ${c.req.path}`), 404);
}

/** D1 is down: the API's envelope, 503 and when to try again. */
export function apiUnavailable(c: Context) {
  return c.json(failure(databaseUnavailableMessage), 503, {
    "Retry-After": String(databaseRetryAfterSeconds),
  });
}
