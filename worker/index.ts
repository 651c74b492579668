import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { api } from "./api";
import { apiNotFound } from "./api/errors";
import { d1Session, type SessionEnv } from "./d1-session";
import { drainUnreadBody } from "./drain-body";
import { distribution } from "./distribution";
import { edgeCached } from "./edge-cache";
import { rejectForeignOrigin, securityHeaders, type SecurityEnv } from "./security/middleware";

const loadBuild = () => import("virtual:react-router/server-build");
const handleDocument = createRequestHandler(loadBuild, import.meta.env.MODE);

const app = new Hono<{ Bindings: Env; Variables: SessionEnv["Variables"] & SecurityEnv["Variables"] }>();

// First, so every answer below (pages, API, feeds, redirects, 404s, errors) gets the headers.
app.use("*", securityHeaders);
app.use("*", rejectForeignOrigin);

const buildVersion = async () => (await loadBuild()).assets.version;

// The Odds are the same for every reader, so their JSON is cached like the page (decision 097).
app.use("/api/odds", edgeCached(buildVersion));
app.route("/api", api);
app.all("/api/*", apiNotFound);

// Pages, feeds and the sitemap are the same for every reader: served from the edge cache when possible.
app.use("*", edgeCached(buildVersion));

// Reads go through a D1 session (nearest replica, or the reader's bookmark after a write).
app.use("*", d1Session);

app.route("/", distribution);

// Every other request, whatever its method (GET, HEAD, POST from forms), belongs to React Router.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(appContext, {
    env: c.env,
    ctx: c.executionCtx as Pick<ExecutionContext, "waitUntil" | "passThroughOnException">,
    db: c.var.db,
    nonce: c.var.nonce,
  });
  return handleDocument(c.req.raw, context);
});

export default {
  async fetch(request, env, ctx) {
    const response = await app.fetch(request, env, ctx);
    await drainUnreadBody(request);
    return response;
  },
} satisfies ExportedHandler<Env>;
