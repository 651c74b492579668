// The Worker the integration tests run in: the real API sub-app and the feeds/sitemap routes behind
// the real security middleware (headers, Origin check), without the page renderer (whose build-only
// virtual module exists only after `react-router build`).
import { Hono } from "hono";
import { api } from "../../worker/api";
import { d1Session, type SessionEnv } from "../../worker/d1-session";
import { distribution } from "../../worker/distribution";
import { edgeCached } from "../../worker/edge-cache";
import { rejectForeignOrigin, securityHeaders, type SecurityEnv } from "../../worker/security/middleware";

const machineReadable = new Hono<SessionEnv>().use(d1Session).route("/", distribution);

const worker = new Hono<SecurityEnv>()
  .use(securityHeaders, rejectForeignOrigin)
  // As in worker/index.ts: the shared API answers go through the edge cache.
  .use(
    "/api/odds",
    edgeCached(async () => "test"),
  )
  .all("*", (c) => {
    const url = new URL(c.req.url);
    if (!url.pathname.startsWith("/api/")) return machineReadable.fetch(c.req.raw, c.env, c.executionCtx);
    url.pathname = url.pathname.slice("/api".length);
    return api.fetch(new Request(url, c.req.raw), c.env, c.executionCtx);
  });

export default worker satisfies ExportedHandler<Env>;
