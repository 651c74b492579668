import { Hono } from "hono";
import { defaultAuthorName } from "~/lib/config/site";
import { readTimeMinutes } from "~/lib/utils/read-time";
import { listArticles } from "~/models/articles.server";
import type { ArticleListItem } from "~/types/content";
import type { ApiEnv } from "./env";

/** The article as `GET /api/articles` answers it (spec section 3, "Article (list call)"). */
export function toApiArticle(article: ArticleListItem) {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    author: article.authorName || defaultAuthorName,
    readTimeMinutes: readTimeMinutes(article.readTimeMinutes),
    imageUrl: article.imageSrc,
    createdAt: article.publishedAt,
  };
}

export const articlesApi = new Hono<ApiEnv>().get("/", async (c) => {
  const articles = await listArticles(c.var.db);
  return c.json(articles.map(toApiArticle));
});
