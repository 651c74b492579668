import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ftsMatchExpression, isSearchable, searchTerms } from "~/lib/search/query";
import { snippetFrom } from "~/lib/search/snippet";
import type { SearchResult } from "~/lib/search/types";
import { defaultReadTimeMinutes } from "~/lib/config/site";
import { readCachedJson, searchCacheKey, writeCachedJson } from "./search-cache.server";
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
};

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

/** Ranked matches straight from the full-text index: title weighted above excerpt, body lowest. */
export async function queryIndex(db: Db, terms: string[]): Promise<SearchResult[]> {
  if (!terms.length) return [];
  const rows = await db.all<Row>(sql`
    SELECT a.id, a.slug, a.title, a.category, a.read_time_minutes AS readTimeMinutes, a.excerpt,
           a.image_src AS imageUrl, a.content_hash AS contentHash
    FROM articles_fts
    JOIN articles AS a ON a.id = articles_fts.rowid
    WHERE articles_fts MATCH ${ftsMatchExpression(terms)}
    ORDER BY bm25(articles_fts, 10.0, 4.0, 1.0, 3.0, 3.0), a.published_at DESC
    LIMIT ${maxResults}`);
  const texts = rows.length ? await articleTexts(db, rows) : new Map<number, string>();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    readTimeMinutes: Math.max(1, Math.round(row.readTimeMinutes || defaultReadTimeMinutes)),
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
  { db, cache, waitUntil, now = Date.now }: SearchDeps,
  query: string,
): Promise<{ json: string; cache: SearchCacheStatus | null }> {
  const terms = isSearchable(query) ? searchTerms(query) : [];
  if (!terms.length) return { json: "[]", cache: null };
  const key = cache ? await searchCacheKey(terms) : "";
  if (cache) {
    const cached = await readCachedJson(cache, key, now());
    if (cached) return { json: cached, cache: "HIT" };
  }
  const json = JSON.stringify(await queryIndex(db, terms));
  if (cache) {
    const write = writeCachedJson(cache, key, json, now());
    if (waitUntil) waitUntil(write);
    else await write;
  }
  return { json, cache: "MISS" };
}

/** The same search, parsed, for pages that render the results. */
export async function searchArticles(
  deps: SearchDeps,
  query: string,
): Promise<{ results: SearchResult[]; cache: SearchCacheStatus | null }> {
  const { json, cache } = await searchArticlesJson(deps, query);
  return { results: JSON.parse(json) as SearchResult[], cache };
}
