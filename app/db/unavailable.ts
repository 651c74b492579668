// The one exception to "db never imports React Router" (decision 083): a thrown data(…, 503) is the
// only failure a loader can throw that React Router renders as a 503 rather than sanitising to a 500.
// eslint-disable-next-line no-restricted-imports
import { data } from "react-router";

/** How long a reader or client is asked to wait before trying again while D1 is unreachable. */
export const databaseRetryAfterSeconds = 30;

export const databaseUnavailableMessage =
  "The Dispatch is briefly offline while the archive catches up with the present. Please try again in a minute.";

type DatabaseUnavailable = ReturnType<typeof data<string>>;

// Only values made here count, so nothing a reader sends can pass for one.
const issued = new WeakSet<object>();

/**
 * What every failed D1 call turns into, whatever D1 said. It is React Router's thrown `data(…)`
 * with status 503, so a loader or action that hits it renders the root ErrorBoundary as a 503 that
 * survives hydration (a plain Error would be sanitised into a generic 500 on its way to the
 * browser). It is deliberately not an Error: Hono then passes it up to the D1 session middleware,
 * which answers 503 for the API and feeds. D1's own message is logged, never sent.
 */
export function databaseUnavailable(cause: unknown): DatabaseUnavailable {
  if (isDatabaseUnavailable(cause)) return cause;
  console.error("D1 is unavailable", cause);
  const failure = data(databaseUnavailableMessage, {
    status: 503,
    headers: { "Retry-After": String(databaseRetryAfterSeconds) },
  });
  issued.add(failure);
  return failure;
}

export function isDatabaseUnavailable(value: unknown): value is DatabaseUnavailable {
  return typeof value === "object" && value !== null && issued.has(value);
}
