import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ftsMatchExpression, isSearchable, searchTerms } from "~/lib/search/query";
import { snippetFrom } from "~/lib/search/snippet";
import type { SearchResult } from "~/lib/search/types";
import { defaultReadTimeMinutes } from "~/lib/site";

/** Spec §9: search results are cached for 5 minutes. */
export const searchCacheSeconds = 300;
const maxResults = 50;
const cacheVersion = "v1";

export type SearchCacheStatus = "HIT" | "MISS";

export type SearchDeps = {
  db: Db;
  /** The KV namespace (binding CACHE). Search answers from D1 when it is missing or failing. */
  cache?: KVNamespace | null;
  /** Lets the cache write finish after the answer is sent; without it the write is awaited. */
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: () => number;
};

type CacheEntry = { storedAt: number; results: SearchResult[] };

type Row = {
  id: number;
  slug: string;
  title: string;
  category: string;
  readTimeMinutes: number;
  excerpt: string;
  imageUrl: string;
  lede: string;
  bodyText: string;
};

/** The KV key for a set of search terms; long ones are hashed to stay under KV's 512-byte limit. */
export async function searchCacheKey(terms: string[]): Promise<string> {
  const key = `search:${cacheVersion}:${terms.join(" ")}`;
  if (new TextEncoder().encode(key).length <= 480) return key;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(terms.join(" ")));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `search:${cacheVersion}:sha256:${hex}`;
}

async function readCache(cache: KVNamespace, key: string, now: number): Promise<SearchResult[] | null> {
  try {
    const entry = await cache.get<CacheEntry>(key, "json");
    if (!entry || typeof entry.storedAt !== "number" || !Array.isArray(entry.results)) return null;
    // KV's own expiry can lag (and is coarse locally), so the entry's age is checked here too.
    const age = now - entry.storedAt;
    if (age < 0 || age >= searchCacheSeconds * 1000) return null;
    return entry.results;
  } catch (error) {
    console.warn("Search cache read failed; answering from D1", error);
    return null;
  }
}

function writeCache(cache: KVNamespace, key: string, entry: CacheEntry): Promise<void> {
  try {
    return cache
      .put(key, JSON.stringify(entry), { expirationTtl: searchCacheSeconds })
      .catch((error: unknown) => console.warn("Search cache write failed", error));
  } catch (error) {
    console.warn("Search cache write failed", error);
    return Promise.resolve();
  }
}

/** Ranked matches straight from the full-text index: title weighted above excerpt, body lowest. */
export async function queryIndex(db: Db, terms: string[]): Promise<SearchResult[]> {
  if (!terms.length) return [];
  const rows = await db.all<Row>(sql`
    SELECT a.id, a.slug, a.title, a.category, a.read_time_minutes AS readTimeMinutes, a.excerpt,
           a.image_src AS imageUrl, a.lede, a.body_text AS bodyText
    FROM articles_fts
    JOIN articles AS a ON a.id = articles_fts.rowid
    WHERE articles_fts MATCH ${ftsMatchExpression(terms)}
    ORDER BY bm25(articles_fts, 10.0, 4.0, 1.0, 3.0, 3.0), a.published_at DESC
    LIMIT ${maxResults}`);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    readTimeMinutes: Math.max(1, Math.round(row.readTimeMinutes || defaultReadTimeMinutes)),
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
    ...snippetFrom([row.excerpt, `${row.lede} ${row.bodyText}`], terms),
  }));
}

/**
 * The one search behind `GET /api/search` and the /search page. Results for the normalised query
 * come from KV when a fresh entry exists, otherwise from D1, and are then stored for 5 minutes.
 * `cache` is null when the query was too short or had no usable word (no lookup was made).
 */
export async function searchArticles(
  { db, cache, waitUntil, now = Date.now }: SearchDeps,
  query: string,
): Promise<{ results: SearchResult[]; cache: SearchCacheStatus | null }> {
  const terms = isSearchable(query) ? searchTerms(query) : [];
  if (!terms.length) return { results: [], cache: null };
  const key = cache ? await searchCacheKey(terms) : "";
  if (cache) {
    const cached = await readCache(cache, key, now());
    if (cached) return { results: cached, cache: "HIT" };
  }
  const results = await queryIndex(db, terms);
  if (cache) {
    const write = writeCache(cache, key, { storedAt: now(), results });
    if (waitUntil) waitUntil(write);
    else await write;
  }
  return { results, cache: "MISS" };
}
