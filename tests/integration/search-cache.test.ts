import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../worker/api";
import { createDb } from "~/db/client.server";
import { searchTerms } from "~/lib/search/query";
import type { SearchResult } from "~/lib/search/types";
import { MemoryCache } from "~/lib/server/memory-cache.server";
import { searchArticles, searchCacheKey } from "~/services/search.server";
import { search, searchRequest, searchUrl } from "./search-helpers";

const keyFor = (query: string) => searchCacheKey(searchTerms(query));

/** The API with a replaced CACHE binding, the way the Worker would run with a failing KV. */
async function searchWithCache(query: string, cache: KVNamespace) {
  const ctx = createExecutionContext();
  const url = searchUrl(query).replace("/api/", "/");
  const response = await api.fetch(searchRequest(url), { ...env, CACHE: cache }, ctx);
  await waitOnExecutionContext(ctx);
  return { response, body: (await response.json()) as SearchResult[] };
}

const brokenKv = {
  get: () => Promise.reject(new Error("KV is down")),
  getWithMetadata: () => Promise.reject(new Error("KV is down")),
  put: () => {
    throw new Error("KV is down");
  },
} as unknown as KVNamespace;

describe("Search caching", () => {
  it("answers a repeated query from KV with x-cache HIT and Cache-Control max-age=300", async () => {
    const first = await search("landfill");
    expect(first.response.headers.get("x-cache")).toBe("MISS");
    expect(first.response.headers.get("cache-control")).toBe("max-age=300");
    const key = await keyFor("landfill");
    await vi.waitFor(async () => expect(await env.CACHE.get(key)).not.toBeNull());
    const second = await search("landfill");
    expect(second.response.headers.get("x-cache")).toBe("HIT");
    expect(second.response.headers.get("cache-control")).toBe("max-age=300");
    expect(second.body).toEqual(first.body);
  });

  it("shares one entry between the same words in another order and case", async () => {
    await search("crossword auction");
    const key = await keyFor("crossword auction");
    await vi.waitFor(async () => expect(await env.CACHE.get(key)).not.toBeNull());
    const reordered = await search("  AUCTION   Crossword ");
    expect(reordered.response.headers.get("x-cache")).toBe("HIT");
    expect(await keyFor("  AUCTION   Crossword ")).toBe(key);
  });

  it("stores entries with a 5-minute expirationTtl", async () => {
    const puts: { key: string; options?: KVNamespacePutOptions }[] = [];
    const recordingKv = {
      get: () => Promise.resolve(null),
      getWithMetadata: () => Promise.resolve({ value: null, metadata: null }),
      put: (key: string, _value: string, options?: KVNamespacePutOptions) => {
        puts.push({ key, options });
        return Promise.resolve();
      },
    } as unknown as KVNamespace;
    await searchWithCache("chaplain", recordingKv);
    expect(puts).toEqual([
      {
        key: await keyFor("chaplain"),
        options: { expirationTtl: 300, metadata: { storedAt: expect.any(Number) as number } },
      },
    ]);
  });

  it("never serves an entry older than 5 minutes, even while KV still holds it", async () => {
    const key = await keyFor("timekeeping");
    const planted = [{ id: 1, title: "Planted stale result" }];
    await env.CACHE.put(key, JSON.stringify(planted), { metadata: { storedAt: Date.now() - 301_000 } });
    const { response, body } = await search("timekeeping");
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect(body.map((result) => result.slug)).toEqual(["extra-second-auction-2061"]);
  });

  it("serves an entry for just under 5 minutes and stops at exactly 5", async () => {
    const db = createDb(env.DB);
    const storedAt = Date.parse("2050-01-01T00:00:00Z");
    const at = (ms: number) => ({ db, cache: env.CACHE, now: () => storedAt + ms });
    expect((await searchArticles(at(0), "cortical implants")).cache).toBe("MISS");
    expect((await searchArticles(at(299_999), "cortical implants")).cache).toBe("HIT");
    expect((await searchArticles(at(300_000), "cortical implants")).cache).toBe("MISS");
  });

  it("keeps an answer in the isolate's memory for as long as its KV entry is served, and no longer", async () => {
    const db = createDb(env.DB);
    const memory = new MemoryCache<string>(1_000_000, (json) => json.length);
    const storedAt = Date.parse("2050-01-01T00:00:00Z");
    const at = (ms: number, cache: KVNamespace) => ({ db, cache, memory, now: () => storedAt + ms });
    const first = await searchArticles(at(0, env.CACHE), "orbital wedding");
    expect(first.cache).toBe("MISS");
    // KV is gone, yet the answer stands, from memory, until the moment its KV entry would expire.
    const remembered = await searchArticles(at(299_999, brokenKv), "orbital wedding");
    expect(remembered).toEqual({ ...first, cache: "HIT" });
    expect((await searchArticles(at(300_000, brokenKv), "orbital wedding")).cache).toBe("MISS");
  });

  it("remembers an answer read from KV only for what is left of its 5 minutes", async () => {
    const db = createDb(env.DB);
    const memory = new MemoryCache<string>(1_000_000, (json) => json.length);
    const storedAt = Date.parse("2050-02-01T00:00:00Z");
    const at = (ms: number, cache: KVNamespace) => ({ db, cache, memory, now: () => storedAt + ms });
    await searchArticles({ db, cache: env.CACHE, now: () => storedAt }, "mind uploads");
    await vi.waitFor(async () => expect(await env.CACHE.get(await keyFor("mind uploads"))).not.toBeNull());
    expect((await searchArticles(at(200_000, env.CACHE), "mind uploads")).cache).toBe("HIT");
    expect((await searchArticles(at(299_999, brokenKv), "mind uploads")).cache).toBe("HIT");
    expect((await searchArticles(at(300_000, brokenKv), "mind uploads")).cache).toBe("MISS");
  });

  it("ignores a cache entry that is not a search entry", async () => {
    await env.CACHE.put(await keyFor("earpieces"), "not json at all");
    const { response, body } = await search("earpieces");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect(body[0]?.slug).toBe("elevator-courtesy-inquiry-2052");
  });

  it("still answers from D1 when KV fails", async () => {
    const { response, body } = await searchWithCache("regolith", brokenKv);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect(body[0]?.slug).toBe("luna-city-first-sister-society-2050");
    const withoutKv = await searchArticles({ db: createDb(env.DB), cache: null }, "regolith");
    expect(withoutKv.results).toEqual(body);
  });

  it("does not touch KV for a query too short to search", async () => {
    const touched: string[] = [];
    const watchingKv = {
      get: (key: string) => (touched.push(key), Promise.resolve(null)),
      getWithMetadata: (key: string) => (touched.push(key), Promise.resolve({ value: null, metadata: null })),
      put: (key: string) => (touched.push(key), Promise.resolve()),
    } as unknown as KVNamespace;
    const { response, body } = await searchWithCache("ai", watchingKv);
    expect(response.status).toBe(200);
    expect(body).toEqual([]);
    expect(touched).toEqual([]);
  });
});

describe("Search snippets after an article changes", () => {
  it("cuts the snippet from the article's current text, not a copy kept from before", async () => {
    const db = createDb(env.DB);
    const before = await searchArticles({ db }, "regolith");
    expect(before.results[0]?.snippet).not.toContain("regolith-shaped");
    await env.DB.prepare(
      `UPDATE articles SET lede = 'A regolith-shaped satellite.' || lede, content_hash = 'changed'
       WHERE slug = 'luna-city-first-sister-society-2050'`,
    ).run();
    const after = await searchArticles({ db }, "regolith");
    const snippet = after.results.find((result) => result.slug === "luna-city-first-sister-society-2050");
    expect(snippet?.snippet).toContain("regolith-shaped");
  });
});
