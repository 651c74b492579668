import { createMiddleware } from "hono/factory";
import { checkRateLimit, retryAfterHeader } from "~/lib/server/rate-limit.server";
import { plainPage } from "./plain-page";

/**
 * GET /unsubscribe looks a token up in D1 and is never cached, so it is limited per network like
 * the write endpoints (decision 117): a script cannot walk tokens or hammer D1 through it. The
 * form's POST keeps its own limit in the route's action.
 */
export const limitUnsubscribeLinks = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const verdict = await checkRateLimit(c.env, c.req.raw, "unsubscribe-link");
  if (!verdict.limited) return next();
  const page = plainPage({
    title: "Please wait a moment",
    heading: "Please wait a moment",
    paragraphs: [verdict.message],
  });
  return c.html(page, 429, retryAfterHeader(verdict));
});
