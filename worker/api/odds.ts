import { Hono } from "hono";
import { oddsJson } from "~/lib/futures/odds";
import { getOdds } from "~/models/odds.server";
import type { ApiEnv } from "./env";

/** `GET /api/odds`: every story ranked by reader belief (`docs/api.md`); edge-cached for 5 minutes. */
export const oddsApi = new Hono<ApiEnv>().get("/", async (c) => c.json(oddsJson(await getOdds(c.var.db))));
