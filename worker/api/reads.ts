import { Hono } from "hono";
import { isbot } from "isbot";
import { apiError } from "./errors";
import { jsonBody } from "./json-body";
import { valid, validJson } from "./validation";
import { readBeaconSchema, readViewQuerySchema } from "~/lib/schemas/read-beacon";
import { issueViewToken, readNetworks, verifyViewToken } from "~/lib/server/read-view.server";
import { voterSecret } from "~/lib/server/voter-signature.server";
import { readDay, type QueuedRead } from "~/models/read-counts.server";
import { clientAddress } from "~/lib/server/rate-limit.server";

const accepted = { success: true as const };

/**
 * `/api/reads` (decisions 118 and 151). Nothing is written here: a read is queued for the batch
 * consumer (worker/queues/read-beacons.ts), which counts it only once per view id and within the
 * network's daily share of the story, so a beacon costs one queue send and never waits on D1. No
 * cookie is read or set. Mounted ahead of the API's D1 session, which would hand out bookmark cookies.
 */
export const readsApi = new Hono<{ Bindings: Env }>()
  /**
   * A view id for a page view that opened without a new document (a client-side navigation, whose
   * page data is shared and cached): the document's own id comes in its `read-view` meta tag.
   */
  .get("/view", valid("query", readViewQuerySchema), async (c) => {
    const { articleId } = c.req.valid("query");
    const view = await issueViewToken(articleId, voterSecret(c.env));
    return c.json({ view }, 200, { "Cache-Control": "private, no-store" });
  })
  /**
   * A page says its reader has really read the story. A forged id, or one issued for another story,
   * is a 400; a bot's beacon (isbot, or no User-Agent at all), an id past its hour and one sent
   * sooner than a story can be read are answered 202 like any other and dropped.
   */
  .post("/", jsonBody, validJson(readBeaconSchema), async (c) => {
    const userAgent = c.req.header("user-agent") ?? "";
    if (userAgent === "" || isbot(userAgent)) return c.json(accepted, 202);
    const { articleId, view } = c.req.valid("json");
    const secret = voterSecret(c.env);
    const at = Date.now();
    const verdict = await verifyViewToken(view, articleId, secret, at);
    if (!verdict.counted && verdict.reason === "forged") {
      throw apiError(400, "view must be the page view's id.");
    }
    if (!verdict.counted) return c.json(accepted, 202);
    const networks = await readNetworks(clientAddress(c.req.raw), articleId, readDay(at), secret);
    const read: QueuedRead = { articleId, view: verdict.id, at, ...networks };
    try {
      await c.env.READ_BEACONS.send(read, { contentType: "json" });
    } catch (error) {
      console.error("Could not queue a read beacon", error);
      throw apiError(503, "Reading could not be counted just now.");
    }
    return c.json(accepted, 202);
  });
