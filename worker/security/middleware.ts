import type { MiddlewareHandler } from "hono";
import { failure } from "../api/errors";
import { withSecurityHeaders } from "./headers";
import { createNonce } from "./nonce";
import { foreignOriginMessage, foreignOriginPage, isForeignOrigin, wantsHtml } from "./origin";

export type SecurityEnv = { Bindings: Env; Variables: { nonce: string } };

/**
 * Outermost middleware: makes this request's script nonce (`c.var.nonce`) and puts the security
 * headers on whatever answer comes back: pages, API JSON, feeds, redirects, 404s and errors.
 */
export const securityHeaders: MiddlewareHandler<SecurityEnv> = async (c, next) => {
  const nonce = createNonce();
  c.set("nonce", nonce);
  await next();
  const secured = withSecurityHeaders(c.res, nonce);
  // Hono's setter copies the previous answer's headers over the new one; clearing it first makes
  // these values win over any a handler set.
  c.res = undefined;
  c.res = secured;
};

/**
 * 403 for a state-changing request sent from another site, the same for the API and the form
 * actions: the API's envelope `{ success: false, message }`, or for a browser navigating (Accept:
 * text/html) a plain page with the same message.
 */
export const rejectForeignOrigin: MiddlewareHandler<SecurityEnv> = async (c, next) => {
  if (!isForeignOrigin(c.req.raw, c.env.SITE_URL)) return next();
  if (wantsHtml(c.req.raw)) return c.html(foreignOriginPage, 403);
  return c.json(failure(foreignOriginMessage), 403);
};
