import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ftsMatchExpression, ftsWholeWordExpression, isSearchable, searchTerms } from "~/lib/search/query";
import { snippetFrom } from "~/lib/search/snippet";
import type { SearchResult } from "~/lib/search/types";
import { readTimeMinutes } from "~/lib/utils/read-time";
import { checkRateLimit, type RateLimitVerdict } from "./rate-limit.server";
import { MemoryCache } from "~/lib/server/memory-cache.server";
import { cachedUntil, readCachedJson, searchCacheKey, writeCachedJson } from "./search-cache.server";
import { articleTexts } from "./search-text.server";

export { searchCacheKey, searchCacheSeconds } from "./search-cache.server";

const maxResults = 50;

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

type Row = {
  id: number;
  slug: string;
  title: string;
  category: string;
  readTimeMinutes: number;
  excerpt: string;
  imageUrl: string;
  contentHash: string;
};

/**
 * Ranked matches straight from the full-text index: articles holding a term as a whole word (or its
 * plain plural) first, then those matching only a prefix; within each, title weighted above excerpt,
 * body lowest.
 */
export async function queryIndex(db: Db, terms: string[]): Promise<SearchResult[]> {
  if (!terms.length) return [];
  const rows = await db.all<Row>(sql`
    SELECT a.id, a.slug, a.title, a.category, a.read_time_minutes AS readTimeMinutes, a.excerpt,
           a.image_src AS imageUrl, a.content_hash AS contentHash
    FROM articles_fts
    JOIN articles AS a ON a.id = articles_fts.rowid
    WHERE articles_fts MATCH ${`${ftsMatchExpression(terms)} OR ${ftsWholeWordExpression(terms)}`}
    ORDER BY articles_fts.rowid IN (
               SELECT rowid FROM articles_fts WHERE articles_fts MATCH ${ftsWholeWordExpression(terms)}
             ) DESC,
             bm25(articles_fts, 10.0, 4.0, 1.0, 3.0, 3.0), a.published_at DESC
    LIMIT ${maxResults}`);
  const texts = rows.length ? await articleTexts(db, rows) : new Map<number, string>();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    readTimeMinutes: readTimeMinutes(row.readTimeMinutes),
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
    ...snippetFrom([row.excerpt, texts.get(row.id) ?? ""], terms),
  }));
}

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
