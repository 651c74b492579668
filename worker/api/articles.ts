import { Hono } from "hono";
import { defaultAuthorName, defaultReadTimeMinutes } from "~/lib/config/site";
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
    readTimeMinutes: Math.max(1, Math.round(article.readTimeMinutes || defaultReadTimeMinutes)),
    imageUrl: article.imageSrc,
    createdAt: article.publishedAt,
  };
}

export const articlesApi = new Hono<ApiEnv>().get("/", async (c) => {
  const articles = await listArticles(c.var.db);
  return c.json(articles.map(toApiArticle));
});
