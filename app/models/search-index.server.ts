import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ftsMatchExpression, ftsWholeWordExpression } from "~/lib/search/query";
import { snippetFrom } from "~/lib/search/snippet";
import type { SearchResult } from "~/lib/search/types";
import { readTimeMinutes } from "~/lib/utils/read-time";
import { articleTexts } from "./search-text.server";
import { isLive } from "./visibility.server";

const maxResults = 50;

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
  // SQL, not the query builder: drizzle has no FTS5 virtual table, MATCH or bm25().
  // The articles table keeps its own name here, so `isLive()` filters the joined row itself.
  const rows = await db.all<Row>(sql`
    SELECT articles.id, articles.slug, articles.title, articles.category,
           articles.read_time_minutes AS readTimeMinutes, articles.excerpt,
           articles.image_src AS imageUrl, articles.content_hash AS contentHash
    FROM articles_fts
    JOIN articles ON articles.id = articles_fts.rowid
    WHERE articles_fts MATCH ${`${ftsMatchExpression(terms)} OR ${ftsWholeWordExpression(terms)}`}
      AND ${isLive()}
    ORDER BY articles_fts.rowid IN (
               SELECT rowid FROM articles_fts WHERE articles_fts MATCH ${ftsWholeWordExpression(terms)}
             ) DESC,
             bm25(articles_fts, 10.0, 4.0, 1.0, 3.0, 3.0), articles.published_at DESC
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
