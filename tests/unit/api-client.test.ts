import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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
type Answer = { status: number; json?: unknown; text?: string } | "drop";
type Seen = { method: string; headers: IncomingHttpHeaders; body: string; at: number };

let server: Server;
let origin: string;
let script: Answer[] = [];
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method!, headers: request.headers, body, at: performance.now() });
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
});

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
    await expect(getJson(`${origin}/api/votes/8`)).resolves.toEqual(counts);
    expect(seen.map((request) => request.method)).toEqual(["GET", "GET", "GET"]);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(1950);
  });

  it("gives up after the second retry with an ApiError carrying the status and the server's message", async () => {
    script = [unavailable, unavailable, unavailable, { status: 200, json: counts }];
    const error = await failureOf(getJson(`${origin}/api/votes/8`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "ApiError", status: 503, message: "The archive is offline." });
    expect(seen).toHaveLength(3);
  });

  it("is retried when the connection fails before any answer", async () => {
    script = ["drop", "drop", { status: 200, json: [] }];
    await expect(getJson(`${origin}/api/search?q=robots`)).resolves.toEqual([]);
    expect(seen).toHaveLength(3);
  });

  it("asks for JSON", async () => {
    script = [{ status: 200, json: [] }];
    await getJson(`${origin}/api/search?q=robots`);
    expect(seen[0]!.headers.accept).toBe("application/json");
  });

  it("stops at once, between retries too, when the caller aborts it", async () => {
    script = [unavailable, { status: 200, json: counts }];
    const controller = new AbortController();
    const call = getJson(`${origin}/api/search?q=robots`, controller.signal);
    await expect.poll(() => seen.length).toBe(1);
    controller.abort(new Error("a newer query replaced it"));
    await expect(call).rejects.toThrow("a newer query replaced it");
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(seen).toHaveLength(1);
  });
});

describe("a mutation (POST) through the API client", () => {
  it("is retried once after a server error and resolves with the answer that worked", async () => {
    const vote = { ...counts, standing: null };
    script = [unavailable, { status: 200, json: vote }];
    await expect(postJson(`${origin}/api/votes`, { articleId: 8, vote: "no" })).resolves.toEqual(vote);
    expect(seen.map((request) => [request.method, request.body])).toEqual([
      ["POST", '{"articleId":8,"vote":"no"}'],
      ["POST", '{"articleId":8,"vote":"no"}'],
    ]);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(seen[0]!.headers["content-type"]).toBe("application/json");
  });

  it("is retried once when the connection fails, then gives up with the browser's own error", async () => {
    script = ["drop", "drop", { status: 200, json: counts }];
    const error = await failureOf(postJson(`${origin}/api/newsletter/subscribe`, { email: "a@b.co" }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(2);
  });

  it("gives up after one retry with the ApiError of the last answer", async () => {
    script = [unavailable, { status: 502, text: "<html>Bad gateway</html>" }, { status: 200, json: counts }];
    const error = await failureOf(postJson(`${origin}/api/votes`, { articleId: 8, vote: "no" }));
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
