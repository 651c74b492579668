import { Hono } from "hono";
import { d1Session } from "../d1-session";
import { articlesApi } from "./articles";
import type { ApiEnv } from "./env";
import { apiNotFound, onApiError } from "./errors";
import { searchApi } from "./search";
import { oddsApi } from "./odds";
import { votesApi } from "./votes";
import { newsletterApi } from "./newsletter";
import { submissionsApi } from "./submissions";
import { editorsApi } from "./editors";

export const api = new Hono<ApiEnv>()
  .use(d1Session)
  .route("/articles", articlesApi)
  .route("/search", searchApi)
  .route("/votes", votesApi)
  .route("/odds", oddsApi)
  .route("/newsletter", newsletterApi)
  .route("/submissions", submissionsApi)
  .route("/editors", editorsApi)
  .notFound(apiNotFound)
  .onError(onApiError);
