import { Hono } from "hono";
import { createDb } from "~/db/client.server";
import { articlesApi } from "./articles";
import type { ApiEnv } from "./env";
import { apiNotFound, onApiError } from "./errors";
import { searchApi } from "./search";
import { votesApi } from "./votes";
import { newsletterApi } from "./newsletter";
import { submissionsApi } from "./submissions";

export const api = new Hono<ApiEnv>()
  .use(async (c, next) => {
    c.set("db", createDb(c.env.DB));
    await next();
  })
  .route("/articles", articlesApi)
  .route("/search", searchApi)
  .route("/votes", votesApi)
  .route("/newsletter", newsletterApi)
  .route("/submissions", submissionsApi)
  .notFound(apiNotFound)
  .onError(onApiError);
