// The Worker the integration tests run in: the real API sub-app and the feeds/sitemap routes,
// without the page renderer (whose build-only virtual module exists only after `react-router build`).
import { Hono } from "hono";
import { api } from "../../worker/api";
import { d1Session, type SessionEnv } from "../../worker/d1-session";
import { distribution } from "../../worker/distribution";

const machineReadable = new Hono<SessionEnv>().use(d1Session).route("/", distribution);

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const url = new URL(request.url);
    if (!url.pathname.startsWith("/api/")) return machineReadable.fetch(request, env, ctx);
    url.pathname = url.pathname.slice("/api".length);
    return api.fetch(new Request(url, request), env, ctx);
  },
} satisfies ExportedHandler<Env>;
