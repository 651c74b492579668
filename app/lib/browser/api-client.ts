/** A non-ok answer from /api: its message is the server's own words, safe to show to the reader. */
export class ApiError extends Error {}

/**
 * POSTs JSON to the API (spec §7: JSON body and content type, cookies included). Resolves with the
 * answer's JSON; a non-ok answer rejects with an ApiError carrying the server's message.
 */
export async function postJson<T>(path: string, payload: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "include",
    body: JSON.stringify(payload),
  });
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok) {
    throw new ApiError(body?.message ?? `${response.status}: ${response.statusText}`);
  }
  if (body === null) throw new Error("The server's answer was not JSON.");
  return body;
}

/**
 * Sends JSON to the API without waiting for or reading an answer, and without cookies: for signals
 * like the read beacon, which must still go out when the reader is leaving the page.
 */
export function sendBeacon(path: string, payload: unknown) {
  const body = JSON.stringify(payload);
  const blob = new Blob([body], { type: "application/json" });
  if (navigator.sendBeacon?.(path, blob)) return;
  void fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "omit",
    keepalive: true,
    body,
  }).catch(() => undefined);
}
