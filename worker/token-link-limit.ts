import { createMiddleware } from "hono/factory";
import { checkRateLimit, retryAfterHeader } from "~/lib/server/rate-limit.server";
import { plainPage } from "./plain-page";

/**
 * The newsletter's token links look a token up in D1 and are never cached, so they share one budget
 * per network, like the write endpoints (decisions 117 and 152): a script cannot walk tokens or hammer
 * D1 through them. It counts opening an unsubscribe link (GET /unsubscribe; the form's POST keeps its
 * own limit in the route's action) and opening a confirmation link or pressing its button (GET and
 * POST /newsletter/confirm, whose action has no limit of its own).
 */
export const limitTokenLinks = (methods: string[]) =>
  createMiddleware<{ Bindings: Env }>(async (c, next) => {
    if (!methods.includes(c.req.method)) return next();
    const verdict = await checkRateLimit(c.env, c.req.raw, "token-link");
    if (!verdict.limited) return next();
    // The framework reads a `.data` answer that is not its own as an error with this text, and the
    // site's error screen shows it: a press of the button past the limit says to wait, not "a glitch".
    if (c.req.path.endsWith(".data")) return c.text(verdict.message, 429, retryAfterHeader(verdict));
    const page = plainPage({
      title: "Please wait a moment",
      heading: "Please wait a moment",
      paragraphs: [verdict.message],
    });
    return c.html(page, 429, retryAfterHeader(verdict));
  });
