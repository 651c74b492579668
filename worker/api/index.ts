import { Hono } from "hono";
import { d1Session } from "../d1-session";
import { articlesApi } from "./articles";
import type { ApiEnv } from "./env";
import { apiNotFound, onApiError } from "./errors";

export const api = new Hono<ApiEnv>()
  .use(d1Session)
  .route("/articles", articlesApi)
  .notFound(apiNotFound)
  .onError(onApiError);
