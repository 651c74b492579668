// The Worker the integration tests run in: the real API sub-app, without the page renderer
// (whose build-only virtual module exists only after `react-router build`).
import { api } from "../../worker/api";

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const url = new URL(request.url);
    if (!url.pathname.startsWith("/api/")) return new Response("Not found", { status: 404 });
    url.pathname = url.pathname.slice("/api".length);
    return api.fetch(new Request(url, request), env, ctx);
  },
} satisfies ExportedHandler<Env>;
