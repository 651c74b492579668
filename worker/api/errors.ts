import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { DatabaseUnavailableError, databaseUnavailableMessage } from "~/db/unavailable";
import { retryAfter } from "../errors";

/**
 * The API's one error envelope (decision 082): `{ success: false, message }` with the status that
 * says what went wrong. `message` is always safe to show a reader; nothing leaks a stack trace.
 */
export const failure = (message: string) => ({ success: false as const, message });

export function onApiError(error: Error, c: Context) {
  if (error instanceof HTTPException) return c.json(failure(error.message), error.status);
  // D1's own error was logged where it failed; the client only learns to come back later.
  if (error instanceof DatabaseUnavailableError) {
    return c.json(failure(databaseUnavailableMessage), 503, retryAfter);
  }
  console.error(error);
  return c.json(failure("Something went wrong. Please try again."), 500);
}

export function apiNotFound(c: Context) {
  return c.json(failure(`No API route for ${c.req.method} ${c.req.path}`), 404);
}
