import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { readerAddress } from "./helpers.ts";

/**
 * One table: the same hostile bodies to every JSON route and every form action. Every write path
 * goes through one body guard, so each answers the same status, in its envelope (JSON
 * `{ success: false, message }` on the API, the page with its notice on a form), and none hands out
 * the D1 bookmark cookie, because nothing was written.
 */
type Route = { path: string; kind: "json" | "form"; showsGuardMessage: boolean };

const routes: Route[] = [
  { path: "/api/votes", kind: "json", showsGuardMessage: true },
  { path: "/api/newsletter/subscribe", kind: "json", showsGuardMessage: true },
  { path: "/api/submissions/submit", kind: "json", showsGuardMessage: true },
  { path: "/articles/zero-waste-2055", kind: "form", showsGuardMessage: true },
  { path: "/newsletter", kind: "form", showsGuardMessage: true },
  { path: "/submit", kind: "form", showsGuardMessage: true },
  { path: "/unsubscribe", kind: "form", showsGuardMessage: true },
  // The spec gives these two one failure notice of their own ("Failed to send message", …).
  { path: "/contact", kind: "form", showsGuardMessage: false },
  { path: "/feedback", kind: "form", showsGuardMessage: false },
];

const typeOf = { json: "application/json", form: "application/x-www-form-urlencoded" };
const megabyte = "x".repeat(1024 * 1024);

const hostile: { name: string; status: number; body: (kind: Route["kind"]) => [string, string] }[] = [
  { name: "a text/plain body", status: 415, body: () => ["text/plain", "vote=yes"] },
  {
    name: "a 1 MB body",
    status: 413,
    body: (kind) => [
      typeOf[kind],
      kind === "json" ? JSON.stringify({ padding: megabyte }) : `padding=${megabyte}`,
    ],
  },
  {
    name: "a body that cannot be parsed",
    status: 400,
    body: (kind) =>
      kind === "json"
        ? [typeOf.json, '{"email": ']
        : ["multipart/form-data; boundary=cut", "--cut\r\nbroken"],
  },
];

const messages = {
  json: {
    415: "Send the request body as JSON (Content-Type: application/json).",
    413: "The request body is larger than 40 KB.",
    400: "The request body is not valid JSON.",
  },
  form: {
    415: "This form accepts only a form submission.",
    413: "That is more text than this form accepts. Please shorten it.",
    400: "The form could not be read. Please try again.",
  },
} as const;

for (const { name, status, body } of hostile) {
  for (const route of routes) {
    test(`${name} to ${route.path} answers ${status} in its envelope and writes nothing`, async ({
      request,
    }) => {
      const [contentType, data] = body(route.kind);
      const answer = await request.post(route.path, {
        headers: { "content-type": contentType, "cf-connecting-ip": readerAddress() },
        // A Buffer is sent byte for byte; Playwright would JSON-encode a string under a JSON content type.
        data: Buffer.from(data),
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(status);
      expect(answer.headers()["set-cookie"] ?? "").not.toContain("d1-bookmark");
      const message = messages[route.kind][status as 400 | 413 | 415];
      if (route.kind === "json") {
        expect(await answer.json()).toEqual({ success: false, message });
      } else {
        expect(answer.headers()["content-type"]).toMatch(/^text\/html/);
        if (route.showsGuardMessage) expect(await answer.text()).toContain(message);
      }
    });
  }
}

test("An oversized chunked body leaves the next reader's POST unharmed", async ({ request, baseURL }) => {
  const url = new URL("/api/votes", baseURL);
  // Sent without a length, so the Worker has to count while reading, then stop at 40 KB.
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(url, {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
    });
    outgoing.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("error", reject);
    for (let sent = 0; sent < 2 * 1024 * 1024; sent += 64 * 1024) outgoing.write("[".repeat(64 * 1024));
    outgoing.end();
  });
  expect(status).toBe(413);
  const next = await request.post("/api/newsletter/subscribe", {
    headers: { "cf-connecting-ip": readerAddress() },
    data: { email: `after-chunked-${Date.now()}@example.com` },
  });
  expect(next.status()).toBe(200);
  expect(await next.text()).not.toMatch(/\/[\w.-]+\/[\w.-]+\.(?:js|ts)/);
});

test.describe("A malformed d1-bookmark cookie", () => {
  test.use({ extraHTTPHeaders: { cookie: "d1-bookmark=%" } });

  for (const path of [
    "/",
    "/about",
    "/search?q=moon",
    "/articles/zero-waste-2055",
    "/future-trends",
    "/no-such-page",
  ]) {
    test(`changes nothing on ${path}`, async ({ request }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(path === "/no-such-page" ? 404 : 200);
    });
  }

  test("the debug page still lists articles, never [object Object]", async ({ request }) => {
    const answer = await request.get("/debug");
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain("[object Object]");
  });
});

/**
 * Posts 100 bytes to `url`, declaring `declaredBytes` (20 MB, or the 100 it sends) and waits for the
 * answer: the ms it took and its status.
 */
function post100Bytes(url: URL, contentType: string, declaredBytes: number) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const outgoing = httpRequest(url, {
      method: "POST",
      headers: {
        "content-type": contentType,
        "content-length": String(declaredBytes),
        "cf-connecting-ip": readerAddress(),
      },
    });
    outgoing.on("response", (response) => {
      const ms = performance.now() - started;
      response.resume();
      resolve({ status: response.statusCode ?? 0, ms });
      outgoing.destroy();
    });
    outgoing.on("error", (error) => (outgoing.destroyed ? undefined : reject(error)));
    outgoing.write("x".repeat(100));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const [path, type] of [
  ["/api/votes", "application/json"],
  ["/newsletter", "application/x-www-form-urlencoded"],
] as const) {
  test(`A declared 20 MB body to ${path} answers 413 as fast as a whole small one, without waiting for it`, async ({
    baseURL,
    request,
  }) => {
    const url = new URL(path, baseURL);
    // The first request on a cold server pays for the route's module; measure warm ones. The floor is
    // a body of the same 100 bytes that all arrives (answered 400): a server that waited for the 20 MB
    // would take its 10 s body deadline, so the ratio to the floor, not a wall-clock figure, tells
    // the two apart on a machine of any speed.
    await post100Bytes(url, type, 20 * 1024 * 1024);
    const declared: number[] = [];
    const whole: number[] = [];
    for (let sample = 0; sample < 3; sample++) {
      const big = await post100Bytes(url, type, 20 * 1024 * 1024);
      expect(big.status).toBe(413);
      declared.push(big.ms);
      whole.push((await post100Bytes(url, type, 100)).ms);
    }
    test.info().annotations.push({
      type: "ms",
      description: `declared 20 MB ${median(declared).toFixed(0)} ms, whole 100 B ${median(whole).toFixed(0)} ms`,
    });
    expect(median(declared)).toBeLessThan(2 * median(whole) + 50);
    const next = await request.post("/api/newsletter/subscribe", {
      headers: { "cf-connecting-ip": readerAddress() },
      data: { email: `after-declared-${Date.now()}@example.com` },
    });
    expect(next.status()).toBe(200);
  });
}
