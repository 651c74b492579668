import type { ArticleRowData } from "~/types/content";
import type { Db } from "~/db/client.server";
import { listArticles, listArticlesByCategory } from "./articles.server";
import { toArticleRows } from "./listings.server";

export type TimelineStory = ArticleRowData & { dateline: string };

/** Every listable story (or one category's) with its dateline, for the Timeline. */
export async function listTimelineStories(db: Db, categoryName?: string): Promise<TimelineStory[]> {
  const articles = categoryName ? await listArticlesByCategory(db, categoryName) : await listArticles(db);
  const datelines = new Map(articles.map((article) => [article.id, article.dateline]));
  const rows = await toArticleRows(db, articles);
  return rows.map((row) => ({ ...row, dateline: datelines.get(row.id)! }));
}
