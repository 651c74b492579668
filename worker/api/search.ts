import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { searchArticlesJson, searchCacheSeconds } from "~/models/search.server";
import type { ApiEnv } from "./env";

// Any text is a valid query; a repeated `q` uses the first. Nothing here can reject a reader's input.
const searchQuerySchema = z.object({
  q: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (Array.isArray(value) ? (value[0] ?? "") : (value ?? ""))),
});

export const searchApi = new Hono<ApiEnv>().get("/", zValidator("query", searchQuerySchema), async (c) => {
  const { q } = c.req.valid("query");
  const { json, cache } = await searchArticlesJson(
    {
      db: c.var.db,
      cache: c.env.CACHE,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    },
    q,
  );
  c.header("Cache-Control", `max-age=${searchCacheSeconds}`);
  if (cache) c.header("x-cache", cache);
  // The answer is already JSON (as stored in KV), so it is sent as it is.
  c.header("Content-Type", "application/json");
  return c.body(json);
});
