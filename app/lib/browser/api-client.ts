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
