import { Hono } from "hono";
import { isbot } from "isbot";
import { apiError } from "./errors";
import { jsonBody } from "./json-body";
import { validJson } from "./validation";
import { readBeaconSchema } from "~/lib/schemas/read-beacon";

/**
 * `POST /api/reads`: a page says a reader has really read a story (decision 118). Nothing is
 * written here: the read is queued for the batch consumer (worker/queues/read-beacons.ts), so a
 * beacon costs one queue send and never waits on D1. No cookie is read or set and the address is
 * not passed on; a bot's beacon (isbot, or no User-Agent at all) is answered the same and dropped.
 * Mounted ahead of the API's D1 session, which would hand every beacon a bookmark cookie.
 */
export const readsApi = new Hono<{ Bindings: Env }>().post(
  "/",
  jsonBody,
  validJson(readBeaconSchema),
  async (c) => {
    const userAgent = c.req.header("user-agent") ?? "";
    if (userAgent === "" || isbot(userAgent)) return c.json({ success: true as const }, 202);
    const { articleId, view } = c.req.valid("json");
    try {
      await c.env.READ_BEACONS.send({ articleId, view, at: Date.now() }, { contentType: "json" });
    } catch (error) {
      console.error("Could not queue a read beacon", error);
      throw apiError(503, "Reading could not be counted just now.");
    }
    return c.json({ success: true as const }, 202);
  },
);
