/**
 * The browser's one way to call /api (decision 127). Every call sends and expects JSON with the
 * reader's cookies (spec §7) and follows one retry policy (spec §9): a query (GET) is retried twice,
 * a mutation (POST) once, 1 s and then 2 s after a failure. Only a failure another try can mend is
 * retried: no answer at all (the network) or a 5xx. A 4xx is the server's verdict on the request, and
 * a 429 asks for 10 to 60 s, longer than a reader waits. The calls themselves are made by the typed
 * client in `./api.ts` (decision 191), with `apiFetch` below as its fetch; beacons go by `sendBeacon`.
 */

/**
 * A non-ok answer from /api: its status, and as message the server's own words from the envelope
 * `{ success: false, message }` (safe to show a reader), or "{status}: {status text}" when the answer
 * carries none. A call that got no answer rejects with the browser's own error instead.
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const retries: Record<string, number> = { GET: 2, POST: 1 };

async function apiError(response: Response) {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === "string" ? body.message : "";
  return new ApiError(response.status, message || `${response.status}: ${response.statusText}`);
}

function pause(ms: number, signal?: AbortSignal | null) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * `fetch` with the policy above, the `fetch` of the typed client (`~/lib/browser/api`, decision 191),
 * which builds each call's URL and body from the API's own routes. It asks for JSON, sends the reader's
 * cookies, and resolves only with an ok answer: a non-ok one rejects with an ApiError. The body is
 * text, so a retry sends it again. `init.signal` cancels the call, between retries too.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  const headers = new Headers(init.headers);
  headers.set("accept", "application/json");
  const { signal } = init;
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= (retries[method] ?? 0);
    const response = await fetch(input, { ...init, method, headers, credentials: "include" }).catch(
      (error: unknown) => {
        // The caller's own abort is never retried.
        if (last || signal?.aborted) throw error;
      },
    );
    if (response?.ok) return response;
    if (response && (last || response.status < 500)) throw await apiError(response);
    await pause(1000 * 2 ** attempt, signal);
  }
}

/**
 * Sends JSON to the API without waiting for or reading an answer, and without cookies: for signals
 * like the read beacon, which must still go out when the reader is leaving the page. Never retried.
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
