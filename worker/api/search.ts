import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { searchArticles, searchCacheSeconds } from "~/models/search.server";
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
  const { results, cache } = await searchArticles(
    {
      db: c.var.db,
      cache: c.env.CACHE,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    },
    q,
  );
  c.header("Cache-Control", `max-age=${searchCacheSeconds}`);
  if (cache) c.header("x-cache", cache);
  return c.json(results);
});
