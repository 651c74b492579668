import { Hono } from "hono";
import { listArticles, toApiArticle } from "~/models/articles.server";
import type { ApiEnv } from "./env";

export const articlesApi = new Hono<ApiEnv>().get("/", async (c) => {
  const articles = await listArticles(c.var.db);
  return c.json(articles.map(toApiArticle));
});
