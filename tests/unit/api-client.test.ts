import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as realDelay } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "../../app/lib/browser/api-client.ts";

// A query and a mutation as the typed client (app/lib/browser/api.ts) hands them to apiFetch.
const getJson = (url: string, signal?: AbortSignal) =>
  apiFetch(url, { signal }).then((answer) => answer.json());
const postJson = (url: string, payload: unknown) =>
  apiFetch(url, {
    method: "POST",
    headers: new Headers({ "Content-Type": "application/json" }),
    body: JSON.stringify(payload),
  }).then((answer) => answer.json());

// The browser's one API client against a real HTTP server that answers from a script: each request
// takes the next answer ("drop" closes the connection without one, as a network failure does).
// The client's pauses between tries run on a fake clock: `calls` holds that clock's time at each call
// the client made to fetch, `settledAt` the time each call's answer (or network failure) reached it.
// The pause between a failure and the next try is then measured to the millisecond, without waiting.
type Answer = { status: number; json?: unknown; text?: string } | "drop";
type Seen = { method: string; headers: IncomingHttpHeaders; body: string };

let server: Server;
let origin: string;
let script: Answer[] = [];
let seen: Seen[] = [];
let calls: number[] = [];
let settledAt: number[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method!, headers: request.headers, body });
      const answer = script.shift() ?? { status: 500, text: "the test's script ran out" };
      if (answer === "drop") return void request.socket.destroy();
      const json = answer.json !== undefined;
      response.writeHead(answer.status, { "content-type": json ? "application/json" : "text/plain" });
      response.end(json ? JSON.stringify(answer.json) : (answer.text ?? ""));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  script = [];
  seen = [];
  calls = [];
  settledAt = [];
  // Only the clock the client's pauses read; the sockets and the server run in real time.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.spyOn(globalThis, "fetch").mockImplementation((...request) => {
    calls.push(Date.now());
    return realFetch(...request).finally(() => settledAt.push(Date.now()));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Waits for `call` to settle, letting real I/O run (the requests and answers) and moving the fake clock
 * 50 ms at a time in between, so a pause's timer fires at the very millisecond it was set for.
 */
async function settled<T>(call: Promise<T>) {
  let done = false;
  const outcome = call.finally(() => (done = true));
  outcome.catch(() => undefined);
  for (;;) {
    await realDelay(1);
    if (done) break;
    await vi.advanceTimersByTimeAsync(50);
  }
  return outcome;
}

const counts = { success: true, counts: { yes: 1, maybe: 0, no: 2 } };
const unavailable = { status: 503, json: { success: false, message: "The archive is offline." } };

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, "the call should have failed").not.toBeNull();
  return error;
}

describe("a query (GET) through the API client", () => {
  it("is retried twice, 1 s and then 2 s after a failure, and resolves with the answer that worked", async () => {
    script = [unavailable, { status: 500, text: "" }, { status: 200, json: counts }];
    await expect(settled(getJson(`${origin}/api/votes/8`))).resolves.toEqual(counts);
    expect(seen.map((request) => request.method)).toEqual(["GET", "GET", "GET"]);
    expect(calls[1]! - settledAt[0]!).toBe(1000);
    expect(calls[2]! - settledAt[1]!).toBe(2000);
  });

  it("gives up after the second retry with an ApiError carrying the status and the server's message", async () => {
    script = [unavailable, unavailable, unavailable, { status: 200, json: counts }];
    const error = await failureOf(settled(getJson(`${origin}/api/votes/8`)));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "ApiError", status: 503, message: "The archive is offline." });
    expect(seen).toHaveLength(3);
  });

  it("is retried when the connection fails before any answer", async () => {
    script = ["drop", "drop", { status: 200, json: [] }];
    await expect(settled(getJson(`${origin}/api/search?q=robots`))).resolves.toEqual([]);
    expect(seen).toHaveLength(3);
  });

  it("asks for JSON", async () => {
    script = [{ status: 200, json: [] }];
    await getJson(`${origin}/api/search?q=robots`);
    expect(seen[0]!.headers.accept).toBe("application/json");
  });

  it("stops at once when the caller aborts it during a request", async () => {
    script = [{ status: 200, json: counts }];
    const controller = new AbortController();
    const call = getJson(`${origin}/api/search?q=robots`, controller.signal);
    controller.abort(new Error("a newer query replaced it"));
    await expect(settled(call)).rejects.toThrow("a newer query replaced it");
    expect(calls).toHaveLength(1);
  });

  it("stops at once when the caller aborts it between retries", async () => {
    script = [unavailable, { status: 200, json: counts }];
    const controller = new AbortController();
    const call = getJson(`${origin}/api/search?q=robots`, controller.signal);
    // The 503 has reached the client, which now waits 1 s before its retry.
    while (settledAt.length < 1) await realDelay(1);
    const abortedAt = Date.now();
    controller.abort(new Error("a newer query replaced it"));
    await expect(settled(call)).rejects.toThrow("a newer query replaced it");
    expect(Date.now(), "no time passes on the client's clock").toBe(abortedAt);
    // Past both pauses: a retry the abort had not stopped would have called fetch by now.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });
});

describe("a mutation (POST) through the API client", () => {
  it("is retried once after a server error and resolves with the answer that worked", async () => {
    const vote = { ...counts, standing: null };
    script = [unavailable, { status: 200, json: vote }];
    await expect(settled(postJson(`${origin}/api/votes`, { articleId: 8, vote: "no" }))).resolves.toEqual(
      vote,
    );
    expect(seen.map((request) => [request.method, request.body])).toEqual([
      ["POST", '{"articleId":8,"vote":"no"}'],
      ["POST", '{"articleId":8,"vote":"no"}'],
    ]);
    expect(calls[1]! - settledAt[0]!).toBe(1000);
    expect(seen[0]!.headers["content-type"]).toBe("application/json");
  });

  it("is retried once when the connection fails, then gives up with the browser's own error", async () => {
    script = ["drop", "drop", { status: 200, json: counts }];
    const error = await failureOf(
      settled(postJson(`${origin}/api/newsletter/subscribe`, { email: "a@b.co" })),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(2);
  });

  it("gives up after one retry with the ApiError of the last answer", async () => {
    script = [unavailable, { status: 502, text: "<html>Bad gateway</html>" }, { status: 200, json: counts }];
    const error = await failureOf(settled(postJson(`${origin}/api/votes`, { articleId: 8, vote: "no" })));
    // No envelope to read: the status and its text, never the body's HTML.
    expect(error).toMatchObject({ name: "ApiError", status: 502, message: "502: Bad Gateway" });
    expect(seen).toHaveLength(2);
  });
});

describe("an answer that says the request itself was wrong", () => {
  it.each([
    [400, "Please enter a valid email address"],
    [413, "The request body is larger than 16 KB."],
    [
      429,
      "Too many newsletter sign-ups from your connection in a short time. Please wait 60 seconds and try again.",
    ],
  ])("(%i) is never retried, by a query or a mutation", async (status, message) => {
    script = [
      { status, json: { success: false, message } },
      { status: 200, json: counts },
    ];
    const posted = await failureOf(postJson(`${origin}/api/newsletter/subscribe`, { email: "x" }));
    expect(posted).toMatchObject({ name: "ApiError", status, message });
    expect(seen).toHaveLength(1);

    script = [
      { status, json: { success: false, message } },
      { status: 200, json: counts },
    ];
    seen = [];
    const queried = await failureOf(getJson(`${origin}/api/votes/8`));
    expect(queried).toMatchObject({ name: "ApiError", status, message });
    expect(seen).toHaveLength(1);
  });
});
