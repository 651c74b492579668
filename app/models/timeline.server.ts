import type { Db } from "~/db/client.server";
import type { ArticleListItem } from "~/types/content";
import { listArticles, listArticlesByCategory } from "./articles.server";

/** Every article (or one category's) for the Timeline; the route turns them into dated rows. */
export async function listTimelineArticles(db: Db, categoryName?: string): Promise<ArticleListItem[]> {
  return categoryName ? listArticlesByCategory(db, categoryName) : listArticles(db);
}
