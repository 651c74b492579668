// The Worker the integration tests run in: the shipped composition root (worker/app.ts) with every
// middleware, the API, the edge cache and the feeds. Only the page renderer is React Router's build
// in production, whose virtual module exists only after `react-router build`; here a page is a
// plain HTML answer naming its path, so the tests run without a build and the layers around pages
// (headers, Origin check, edge cache, D1 session, bookmark cookie) are the real ones.
import { createWorker } from "../../worker/app";

export default createWorker({
  version: async () => "integration",
  // A few of the build's route ids, enough for the tests of `_routes` in data requests.
  routeIds: async () => ["root", "routes/home", "routes/about", "routes/search", "routes/article"],
  render: async (request) => {
    const { pathname } = new URL(request.url);
    const html = `<!doctype html><html lang="en"><title>${pathname.replace(/[<&"]/g, "")}</title></html>`;
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
});
