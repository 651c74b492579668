import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from "~/db/unavailable";

/** Every API failure answers JSON `{ success: false, error }`; nothing leaks a stack trace. */
export function onApiError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    return c.json({ success: false, error: error.message }, error.status);
  }
  console.error(error);
  return c.json({ success: false, error: "Something went wrong. Please try again." }, 500);
}

export function apiNotFound(c: Context) {
  return c.json({ success: false, error: `No API route for ${c.req.method} ${c.req.path}` }, 404);
}

/** D1 is down: the API's JSON shape, 503 and when to try again. */
export function apiUnavailable(c: Context) {
  return c.json({ success: false, error: databaseUnavailableMessage }, 503, {
    "Retry-After": String(databaseRetryAfterSeconds),
  });
}
