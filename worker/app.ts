import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { api } from "./api";
import { d1Session, type SessionEnv } from "./d1-session";
import { distribution } from "./distribution";
import { finishAnswer } from "./drain-body";
import { canonicalPaths } from "./canonical-path";
import { edgeCached } from "./edge-cache";
import {
  consumeEditionSends,
  consumeEditionSendsDeadLetters,
  editionSendsDeadLetterQueue,
  editionSendsQueue,
} from "./queues/edition-sends";
import { onWorkerError } from "./errors";
import { rejectForeignOrigin, securityHeaders, type SecurityEnv } from "./security/middleware";
import { isLocalSite } from "./security/origin";
import { limitTokenLinks } from "./token-link-limit";
import { issueReadViews } from "./read-views";
import { consumeReadBeacons, readBeaconsQueue } from "./queues/read-beacons";
import { onScheduled } from "./scheduled";

/**
 * What renders pages: React Router's request handler over the build in production. The build's
 * virtual module exists only after `react-router build`, so it comes in from outside and the Workers
 * tests can run this same Worker without it.
 */
export type PageRenderer = {
  /** The build's asset version: part of every edge-cache key, so a deploy never serves old pages. */
  version: () => Promise<string>;
  /** The build's route ids: the only values a `.data` request's `_routes` may name. */
  routeIds: () => Promise<string[]>;
  render: (request: Request, context: RouterContextProvider) => Promise<Response>;
};

/** The one composition root: worker/index.ts ships it, tests/integration/worker.ts tests it. */
export function createWorker(pages: PageRenderer) {
  const app = new Hono<{ Bindings: Env; Variables: SessionEnv["Variables"] & SecurityEnv["Variables"] }>();

  // First, so every answer below (pages, API, feeds, redirects, 404s, errors) gets the headers.
  app.use("*", securityHeaders);
  app.use("*", rejectForeignOrigin);
  // One path per page, before anything is cached under another spelling of it.
  app.use("*", canonicalPaths);

  // The Odds are the same for every reader, so their JSON is cached like the page (decision 097).
  app.use("/api/odds", edgeCached(pages));
  // The API answers every path under /api, its 404s and errors included (worker/api/index.ts).
  app.route("/api", api);

  // The newsletter's token links share one budget per network (worker/token-link-limit.ts).
  const openingLinks = limitTokenLinks(["GET", "HEAD"]);
  const confirmingLinks = limitTokenLinks(["GET", "HEAD", "POST"]);
  app.use("/unsubscribe", openingLinks);
  app.use("/unsubscribe.data", openingLinks);
  app.use("/newsletter/confirm", confirmingLinks);
  app.use("/newsletter/confirm.data", confirmingLinks);

  // Outside the edge cache: each story page that leaves gets its own view id, cached copies included.
  app.use("/articles/*", issueReadViews);

  // Pages, feeds and the sitemap are the same for every reader: served from the edge cache when possible.
  app.use("*", edgeCached(pages));

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
    return pages.render(c.req.raw, context);
  });

  // The API answers its own errors (worker/api/errors.ts); this is for feeds and the sitemap.
  app.onError(onWorkerError);

  return {
    async fetch(request: Request, env: Env, ctx: ExecutionContext) {
      const response = await app.fetch(request, env, ctx);
      return finishAnswer(request, response, ctx, isLocalSite(env.SITE_URL));
    },
    // One entry for every queue this Worker consumes; each queue's consumer lives in worker/queues/.
    async queue(batch: MessageBatch, env: Env) {
      switch (batch.queue) {
        case readBeaconsQueue:
          return consumeReadBeacons(batch as Parameters<typeof consumeReadBeacons>[0], env);
        case editionSendsQueue:
          return consumeEditionSends(batch, env);
        case editionSendsDeadLetterQueue:
          return consumeEditionSendsDeadLetters(batch, env);
        default:
          console.error(`No consumer for queue ${batch.queue}; retrying its batch`);
          batch.retryAll();
      }
    },
    async scheduled(controller: ScheduledController, env: Env) {
      await onScheduled(controller, env);
    },
  } satisfies ExportedHandler<Env>;
}
