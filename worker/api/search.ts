import { Hono } from "hono";
import { z } from "zod";
import { isTooLongQuery, maxQueryLength } from "~/lib/search/query";
import type { SearchResult } from "~/lib/search/types";
import { retryAfterHeader } from "~/lib/server/rate-limit.server";
import { readerSearchDeps, searchArticlesJson, searchCacheSeconds } from "~/services/search.server";
import type { ApiEnv } from "./env";
import { apiError } from "./errors";
import { jsonText } from "./json-text";
import { valid } from "./validation";

// Any text up to the cap is a valid query; a repeated `q` uses the first.
const searchQuerySchema = z.object({
  q: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (Array.isArray(value) ? (value[0] ?? "") : (value ?? ""))),
});

export const searchApi = new Hono<ApiEnv>().get("/", valid("query", searchQuerySchema), async (c) => {
  const { q } = c.req.valid("query");
  // Refused before KV and D1, and never echoed back.
  if (isTooLongQuery(q)) {
    throw apiError(400, `A search can be at most ${maxQueryLength} characters long.`);
  }
  const { json, cache, limited } = await searchArticlesJson(
    readerSearchDeps(c.var.db, c.env, c.req.raw, c.executionCtx),
    q,
  );
  if (limited) throw apiError(429, limited.message, retryAfterHeader(limited));
  c.header("Cache-Control", `max-age=${searchCacheSeconds}`);
  if (cache) c.header("x-cache", cache);
  // The answer is already JSON (as stored in KV), so it is sent as it is.
  return jsonText<SearchResult[]>(c, json);
});
