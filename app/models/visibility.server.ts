import { and, eq, lte } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { articles } from "~/db/schema";

/**
 * `now` as the loader stores times (`2026-11-27T08:00:00Z`), so a story scheduled for 08:00:00 is live
 * from that second: the comparison is between strings, which keeps D1's index on `published_at`.
 */
export const visibleUntil = (now: number) => `${new Date(now).toISOString().slice(0, 19)}Z`;

/** Whether a row is shown to readers at `now`: published (not a draft) and its time has come. */
export const isLive = (now = Date.now()) =>
  and(eq(articles.status, "published"), lte(articles.publishedAt, visibleUntil(now)));

/**
 * The articles readers may see at `now`, for every model's query to select from instead of the table,
 * so no page, feed, list or count can show a draft or a scheduled story before its time
 * (docs/decisions/160). It keeps the table's name, and SQLite flattens it into the outer query, so
 * each query still uses the table's indexes. Time comes from the Worker's clock on each query: a
 * scheduled story appears with no deploy and no reload.
 */
export const liveArticles = (now = Date.now()) =>
  new QueryBuilder().select().from(articles).where(isLive(now)).as("articles");

/**
 * Any story by its slug, live or not: only for a signed preview link (app/routes/preview.tsx), which
 * shows editors a draft or a scheduled story as it will look.
 */
export async function getArticleForPreview(db: Db, slug: string) {
  const [article] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return article;
}
