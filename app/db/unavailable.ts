/** How long a reader or client is asked to wait before trying again while D1 is unreachable. */
export const databaseRetryAfterSeconds = 30;

export const databaseUnavailableMessage =
  "The Dispatch is briefly offline while the archive catches up with the present. Please try again in a minute.";

/**
 * What every failed D1 call turns into, whatever D1 said. Its message is the reader-facing one, so
 * a boundary can show it as it is; D1's own error (which may carry SQL) rides along as `cause` for
 * the log and is never sent. The db layer knows no transport: the page boundary (the root route's
 * middleware) answers it with the branded 503 page, the API's `onError` with its JSON 503, and the
 * Worker's `onError` with a plain-text 503 for feeds and the sitemap.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";

  constructor(cause: unknown) {
    super(databaseUnavailableMessage, { cause });
  }
}
