import { Hono } from "hono";
import { d1Session } from "../d1-session";
import { articlesApi } from "./articles";
import type { ApiEnv } from "./env";
import { apiNotFound, onApiError } from "./errors";
import { readsApi } from "./reads";
import { searchApi } from "./search";
import { oddsApi } from "./odds";
import { votesApi } from "./votes";
import { newsletterApi } from "./newsletter";
import { submissionsApi } from "./submissions";
import { editorsApi } from "./editors";

/**
 * Everything under /api. Read beacons come before the D1 session, which would hand every beacon a
 * bookmark cookie (decision 118); a path no route serves ends in the 404 at the end. Hono calls a
 * mounted app's `notFound` only at the top level, so the 404 is a route here, answered like every
 * other error by the one `onApiError`.
 */
export const api = new Hono<ApiEnv>()
  .route("/reads", readsApi)
  .use(d1Session)
  .route("/articles", articlesApi)
  .route("/search", searchApi)
  .route("/votes", votesApi)
  .route("/odds", oddsApi)
  .route("/newsletter", newsletterApi)
  .route("/submissions", submissionsApi)
  .route("/editors", editorsApi)
  .all("*", apiNotFound)
  .onError(onApiError);

/**
 * The API's routes with what each takes and answers, for the browser's typed client
 * (`app/lib/browser/api.ts`, decision 191). A type only: nothing of the Worker reaches the browser.
 */
export type AppType = typeof api;
