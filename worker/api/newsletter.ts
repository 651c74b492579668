import { Hono } from "hono";
import { newsletterText } from "~/lib/copy/newsletter-text";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { newsletterCapText } from "~/lib/copy/newsletter-cap-text";
import { untilTomorrow } from "~/models/newsletter/daily-cap.server";
import { signUp } from "~/services/newsletter/signup.server";
import { unsubscribe } from "~/models/subscribers.server";
import type { ApiEnv } from "./env";
import { apiError } from "./errors";
import { jsonBody } from "./json-body";
import { rateLimited } from "./rate-limit";
import { validJson } from "./validation";

export const oneClickMessages = {
  unsubscribed: "You have been unsubscribed from the newsletter.",
  already: "This address is already unsubscribed.",
  malformed: "This unsubscribe link is incomplete.",
  unknown: "This unsubscribe link does not match anyone on our list.",
} as const;

const oneClickStatus = { unsubscribed: 200, already: 200, malformed: 400, unknown: 404 } as const;

export const newsletterApi = new Hono<ApiEnv>()
  .post("/subscribe", rateLimited("newsletter"), jsonBody, validJson(newsletterSchema), async (c) => {
    const outcome = await signUp(c.env, c.var.db, c.executionCtx, c.req.valid("json").email, c.req.raw);
    // Today's confirmation emails are spent: said plainly, the same for every address (decision 153).
    if (outcome === "day spent") throw apiError(503, newsletterCapText.daySpent, untilTomorrow());
    if (outcome === "network spent") throw apiError(429, newsletterCapText.networkSpent, untilTomorrow());
    // The same answer whether the address is new, pending, already subscribed or coming back.
    return c.json({ success: true as const, message: newsletterText.successDescription });
  })
  // RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the URL in
  // the edition's List-Unsubscribe header. The token in the URL is the whole credential; the body is
  // not needed, so any body (or none) is accepted.
  .post("/unsubscribe", rateLimited("unsubscribe"), async (c) => {
    const outcome = await unsubscribe(c.var.db, c.req.query("token") ?? null);
    const message = oneClickMessages[outcome];
    const status = oneClickStatus[outcome];
    if (status !== 200) throw apiError(status, message);
    return c.json({ success: true as const, message });
  });
