import { createMiddleware } from "hono/factory";
import { checkRateLimit, retryAfterHeader } from "~/lib/server/rate-limit.server";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * GET /unsubscribe looks a token up in D1 and is never cached, so it is limited per network like
 * the write endpoints (decision 117): a script cannot walk tokens or hammer D1 through it. The
 * form's POST keeps its own limit in the route's action.
 */
export const limitUnsubscribeLinks = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const verdict = await checkRateLimit(c.env, c.req.raw, "unsubscribe-link");
  if (!verdict.limited) return next();
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Please wait a moment | The Future Dispatch</title></head><body><main><h1>Please wait a moment</h1><p>${escapeHtml(verdict.message)}</p></main></body></html>`;
  return c.html(page, 429, retryAfterHeader(verdict));
});
