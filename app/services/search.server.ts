import type { Db } from "~/db/client.server";
import { isSearchable, searchTerms } from "~/lib/search/query";
import type { SearchResult } from "~/lib/search/types";
import { checkRateLimit, type RateLimitVerdict } from "~/lib/server/rate-limit.server";
import { MemoryCache } from "~/lib/server/memory-cache.server";
import { queryIndex } from "~/models/search-index.server";
import { cachedUntil, readCachedJson, searchCacheKey, writeCachedJson } from "./search-cache.server";

export { searchCacheKey, searchCacheSeconds } from "./search-cache.server";

export type SearchCacheStatus = "HIT" | "MISS";

export type SearchDeps = {
  db: Db;
  /** The KV namespace (binding CACHE). Search answers from D1 when it is missing or failing. */
  cache?: KVNamespace | null;
  /** Lets the cache write finish after the answer is sent; without it the write is awaited. */
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** Counts a miss against the client's search budget before D1 is asked (KV hits are not counted). */
  limitMiss?: () => Promise<RateLimitVerdict>;
  /** The isolate's copy of recent answers, in front of KV (`searchMemory`); none when left out. */
  memory?: MemoryCache<string>;
};

/**
 * Answers this isolate stored in or read from KV, kept until their KV entry stops being served: a
 * popular query is then answered without a KV read. 4 M UTF-16 units is at most 8 MB of the isolate's 128.
 */
export const searchMemory = new MemoryCache<string>(4_000_000, (json) => json.length);

/**
 * How a reader's search runs, from the API and the /search page alike: through KV and this isolate's
 * memory, with misses counted against the network's limit, and the KV write finished after the answer.
 */
export function readerSearchDeps(
  db: Db,
  env: Env,
  request: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
): SearchDeps {
  return {
    db,
    cache: env.CACHE,
    waitUntil: (promise) => ctx.waitUntil(promise),
    limitMiss: () => checkRateLimit(env, request, "search"),
    memory: searchMemory,
  };
}

export type SearchLimited = Extract<RateLimitVerdict, { limited: true }>;

/**
 * The one search behind `GET /api/search` and the /search page, as the JSON array the API sends.
 * Results for the normalised query come from KV when a fresh entry exists, otherwise from D1, and are
 * then stored for 5 minutes. `cache` is null when the query was too short or had no usable word (no
 * lookup was made).
 */
export async function searchArticlesJson(
  { db, cache, waitUntil, now = Date.now, limitMiss, memory }: SearchDeps,
  query: string,
): Promise<{ json: string; cache: SearchCacheStatus | null; limited?: SearchLimited }> {
  const terms = isSearchable(query) ? searchTerms(query) : [];
  if (!terms.length) return { json: "[]", cache: null };
  const key = cache ? await searchCacheKey(terms) : "";
  if (cache) {
    const remembered = memory?.get(key, now());
    if (remembered) return { json: remembered, cache: "HIT" };
    const cached = await readCachedJson(cache, key, now());
    if (cached) {
      memory?.set(key, cached.json, cachedUntil(cached.storedAt), now());
      return { json: cached.json, cache: "HIT" };
    }
  }
  const verdict = limitMiss ? await limitMiss() : null;
  if (verdict?.limited) return { json: "[]", cache: null, limited: verdict };
  const json = JSON.stringify(await queryIndex(db, terms));
  if (cache) {
    const storedAt = now();
    memory?.set(key, json, cachedUntil(storedAt), storedAt);
    const write = writeCachedJson(cache, key, json, storedAt);
    if (waitUntil) waitUntil(write);
    else await write;
  }
  return { json, cache: "MISS" };
}

/** The same search, parsed, for pages that render the results. */
export async function searchArticles(
  deps: SearchDeps,
  query: string,
): Promise<{ results: SearchResult[]; cache: SearchCacheStatus | null; limited?: SearchLimited }> {
  const { json, cache, limited } = await searchArticlesJson(deps, query);
  return { results: JSON.parse(json) as SearchResult[], cache, limited };
}
