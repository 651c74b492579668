import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { databaseUnavailableMessage } from "~/db/unavailable";
import { failingKv, throwingD1, unreachableD1 } from "./failing-bindings";
import worker from "./worker";
import { validReport } from "../fixtures/report";

/** The test Worker (API, feeds and sitemap) with some bindings replaced. */
async function callWith(bindings: Partial<Env>, path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const request = new Request(`https://dispatch.test${path}`, init);
  const response = await worker.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: "http://localhost:8787" },
  body: JSON.stringify(body),
});

const validSubmission = { ...validReport, headline: "Archive briefly unreachable" };

const apiCalls: [string, string, RequestInit?][] = [
  ["GET /api/articles", "/api/articles"],
  ["GET /api/search", "/api/search?q=uncached-offline-query"],
  ["GET /api/votes/:id", "/api/votes/1"],
  ["POST /api/votes", "/api/votes", json({ articleId: 1, vote: "yes" })],
  ["POST /api/newsletter/subscribe", "/api/newsletter/subscribe", json({ email: "down@example.com" })],
  ["POST /api/submissions/submit", "/api/submissions/submit", json(validSubmission)],
];

const leaks = /D1_ERROR|Network connection lost|not available|Failed query|SQLITE|\bat \S+:\d+|node_modules/;

const brokenDatabases: [string, D1Database][] = [
  ["every query rejects", unreachableD1()],
  ["the binding itself throws", throwingD1],
];

describe.each(brokenDatabases)("D1 unavailable (%s)", (_label, DB) => {
  it.each(apiCalls)("%s answers JSON 503 with Retry-After and no internals", async (_name, path, init) => {
    const response = await callWith({ DB }, path, init);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: databaseUnavailableMessage });
    expect(text).not.toMatch(leaks);
  });

  it.each([
    "/feed.xml",
    "/feeds/category/future-trends.xml",
    "/feeds/author/nova-okafor.xml",
    "/sitemap.xml",
  ])("%s answers a plain 503 with Retry-After", async (path) => {
    const response = await callWith({ DB }, path);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const text = await response.text();
    expect(text).toBe(databaseUnavailableMessage);
  });

  it("still answers bad input with its 400 before touching D1", async () => {
    const response = await callWith({ DB }, "/api/votes", json({ articleId: "one", vote: "yes" }));
    expect(response.status).toBe(400);
  });

  it("sets no bookmark cookie after a failed write", async () => {
    const response = await callWith({ DB }, "/api/votes", json({ articleId: 1, vote: "yes" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("KV unavailable", () => {
  it("search answers from D1 when every KV call fails", async () => {
    const response = await callWith({ CACHE: failingKv }, "/api/search?q=regolith");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("MISS");
    const results = (await response.json()) as { slug: string }[];
    expect(results[0]?.slug).toBe("luna-city-first-sister-society-2050");
  });

  it("search answers from D1 when the KV binding is missing altogether", async () => {
    const response = await callWith({ CACHE: undefined as unknown as KVNamespace }, "/api/search?q=regolith");
    expect(response.status).toBe(200);
    const results = (await response.json()) as { slug: string }[];
    expect(results[0]?.slug).toBe("luna-city-first-sister-society-2050");
  });

  it("a cached search still answers while D1 is down", async () => {
    const first = await callWith({}, "/api/search?q=landfill");
    expect(first.status).toBe(200);
    const cached = await callWith({ DB: unreachableD1() }, "/api/search?q=landfill");
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-cache")).toBe("HIT");
  });
});
