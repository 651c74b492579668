import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  DatabaseUnavailableError,
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
} from "~/db/unavailable";

/** Every 503 for D1 being down tells the client when to try again. */
export const retryAfter = { "Retry-After": String(databaseRetryAfterSeconds) };

/**
 * The Worker's `onError`, for everything outside /api that Hono itself answers (feeds, the sitemap):
 * D1 being down is a plain-text 503 with the reader-facing message; its cause was logged where D1
 * failed. Anything else gets Hono's own default answer. Pages never get here: React Router catches
 * their errors (see ~/lib/server/database-unavailable.server).
 */
export function onWorkerError(error: Error, c: Context) {
  if (error instanceof DatabaseUnavailableError) return c.text(databaseUnavailableMessage, 503, retryAfter);
  if (error instanceof HTTPException) return error.getResponse();
  console.error(error);
  return c.text("Internal Server Error", 500);
}
