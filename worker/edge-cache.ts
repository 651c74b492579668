import { isTooLongQuery } from "~/lib/search/query";
import { voteChoices } from "~/lib/config/vote-choices";
import { createMiddleware } from "hono/factory";
import type { MemoryCache } from "~/lib/server/memory-cache.server";
import { bookmarkFrom, bookmarkSecret } from "./d1-session";
import { fromRemembered, isText, pageMemory, rememberedPage, type RememberedPage } from "./edge-memory";
import { renderedNonceHeader } from "./security/nonce";
import type { SecurityEnv } from "./security/middleware";

/** How long a page stays in the edge cache: short, so a corrected article is live within minutes. */
export const edgeCacheSeconds = 300;
export const edgeCacheHeader = "x-edge-cache";

// Paths whose answers depend on the reader or perform an action; never stored. A preview link shows a
// story readers may not see yet: never answered from a stored copy, whatever its headers say.
const uncachedPaths = [
  /^\/api(\/|$)/,
  /^\/unsubscribe(\/|$|\.data)/,
  /^\/newsletter\/confirm(\/|$|\.data)/,
  /^\/preview(\/|$|\.data)/,
];
/** The database check: a few seconds of staleness is fine, and a stored copy spares D1 a flood. */
const briefPaths = [/^\/debug(\/|$|\.data)/];
const briefCacheSeconds = 10;

/** How long the edge cache keeps the answer for `pathname`. */
export const cacheSecondsFor = (pathname: string) =>
  briefPaths.some((pattern) => pattern.test(pathname)) ? briefCacheSeconds : edgeCacheSeconds;

/** A parameter's value as the route reads it, or undefined where the route reads it as absent. */
type ParamCheck = (value: string) => string | undefined;
const anyValue: ParamCheck = (value) => value;
// The search page reads pages 2 to 1000; anything else is its first page (app/routes/search.tsx).
const searchPage: ParamCheck = (value) =>
  /^[1-9]\d{0,3}$/.test(value) && value !== "1" && Number(value) <= 1000 ? value : undefined;
const voteChoice: ParamCheck = (value) =>
  voteChoices.some((choice) => choice === value) ? value : undefined;

/**
 * The query parameters each route reads, with the values it reads as something; every other
 * parameter is dropped from the cache key, so `?junk=N` shares the cached page instead of minting a
 * copy (decision 117), and so is a read parameter whose value the route reads as absent (decision
 * 152), which is also taken off the request, so the page rendered is the canonical one it is stored as.
 */
const routeParams: [RegExp, Record<string, ParamCheck>][] = [
  [/^\/search(\.data)?$/, { q: anyValue, page: searchPage }],
  [/^\/timeline(\.data)?$/, { category: anyValue }],
  [/^\/articles\/[^/]+(\.data)?$/, { voted: voteChoice }],
  // React Router's lazy route discovery: the routes for the paths a client navigation may reach.
  [/^\/__manifest$/, { paths: anyValue, version: anyValue }],
];
const readParams = (pathname: string) => routeParams.find(([pattern]) => pattern.test(pathname))?.[1] ?? {};

/** React Router's own `_routes` on `.data` requests: which loaders run, named by the build's route ids. */
const validRoutes = (value: string, routeIds: string[]) => {
  const ids = value.split(",");
  return ids.length <= 8 && new Set(ids).size === ids.length && ids.every((id) => routeIds.includes(id));
};

/**
 * `request` with only the parameter values its route reads as something (the same request when
 * nothing changes), or "invalid" for a `.data` request naming routes the build does not have: no
 * client of ours sends one, so it is a 400 rather than a page, stored or not.
 */
export function canonicalRequest(request: Request, routeIds: string[]): Request | "invalid" {
  const url = new URL(request.url);
  const routes = url.searchParams.get("_routes");
  if (url.pathname.endsWith(".data") && routes !== null && !validRoutes(routes, routeIds)) return "invalid";
  const checks = readParams(url.pathname);
  let changed = false;
  for (const [name, check] of Object.entries(checks)) {
    const values = url.searchParams.getAll(name);
    if (values.length === 0) continue;
    const value = check(values[0]!);
    if (values.length === 1 && value === values[0]) continue;
    url.searchParams.delete(name);
    if (value !== undefined) url.searchParams.set(name, value);
    changed = true;
  }
  return changed ? new Request(url, request) : request;
}

const keptParams = (pathname: string) => [
  ...Object.keys(readParams(pathname)),
  ...(pathname.endsWith(".data") ? ["_routes"] : []),
];
/** API answers that are the same for every reader, like the pages that show them (decision 097). */
export const cachedApiPaths = [/^\/api\/odds\/?$/];

export type EdgeCacheStatus = "HIT" | "MISS" | "BYPASS";

/** The paths a vote on `story` changes: its page (and data) and the Odds (page, data and API). */
const changedByVote = (story: string, pathname: string) =>
  [`/articles/${story}`, `/articles/${story}.data`, "/odds", "/odds.data", "/api/odds"].includes(pathname);

/**
 * Why a request must skip the cache, or undefined when its answer may come from it. Only a bookmark
 * signed with `secret` and still fresh counts (worker/d1-session.ts), and only on the pages its write
 * changed: a made-up cookie is ignored, and no other request header is looked at (decision 152).
 */
export async function bypassReason(request: Request, secret?: string): Promise<string | undefined> {
  if (request.method !== "GET" && request.method !== "HEAD") return "method";
  const url = new URL(request.url);
  const shared = cachedApiPaths.some((pattern) => pattern.test(url.pathname));
  if (!shared && uncachedPaths.some((pattern) => pattern.test(url.pathname))) return "path";
  // Never a cache key (or a stored page) for a search too long to run.
  if (/^\/search(\.data)?$/.test(url.pathname) && isTooLongQuery(url.searchParams.get("q") ?? "")) {
    return "query";
  }
  // A reader who just wrote must read through their D1 bookmark, not a page rendered before the write.
  const bookmark = await bookmarkFrom(request, secret);
  if (bookmark?.story && changedByVote(bookmark.story, url.pathname.replace(/\/$/, ""))) return "bookmark";
  return undefined;
}

/** Only complete, public, reader-independent answers are stored. */
export function isStorable(response: Response) {
  if (response.status !== 200) return false;
  if (response.headers.has("set-cookie")) return false;
  const vary = response.headers.get("vary");
  if (vary && vary.split(",").some((name) => !["accept-encoding"].includes(name.trim().toLowerCase())))
    return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

/**
 * The key ignores cookies and every other request header (a GET of the bare URL), keeps only the
 * parameters the route reads, sorts them, and carries the build version so a deploy never serves
 * pages that point at the previous build's assets.
 */
export function cacheKey(request: Request, version: string) {
  const url = new URL(request.url);
  const kept = keptParams(url.pathname);
  const params = [...url.searchParams].filter(([name]) => kept.includes(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams([...params, ["__v", version]]).toString();
  url.hash = "";
  return new Request(url.toString(), { method: "GET" });
}

function withStatus(response: Response, status: EdgeCacheStatus, bodyless = false) {
  const headers = new Headers(response.headers);
  headers.set(edgeCacheHeader, status);
  return new Response(bodyless ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

// When the copy was stored, so the isolate keeps it no longer than the edge cache would.
const storedAtHeader = "x-edge-stored-at";
const internalHeaders = [renderedNonceHeader, storedAtHeader];

/**
 * Serves `render` through `caches.default`: a stored copy when there is one (HIT), otherwise the
 * fresh answer, stored in the background when it is storable (MISS). Everything else is BYPASS.
 * A stored page keeps the script nonce it was rendered with; a HIT rewrites it to `nonce`, this
 * request's, so the page runs under this response's Content-Security-Policy and no nonce repeats.
 * With `memory`, a text answer read from the cache is also kept in the isolate until it expires.
 */
export async function withEdgeCache(
  request: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
  options: {
    version: string;
    nonce?: string;
    cache?: Cache;
    memory?: MemoryCache<RememberedPage>;
    /** The bookmark signing secret; without it no bookmark skips the cache. */
    secret?: string;
  },
  render: () => Promise<Response>,
): Promise<Response> {
  if (await bypassReason(request, options.secret)) return withStatus(await render(), "BYPASS");
  const seconds = cacheSecondsFor(new URL(request.url).pathname);
  // The DOM lib types `caches` without the Workers-only `default` cache.
  const cache = options.cache ?? (caches as unknown as { default: Cache }).default;
  const key = cacheKey(request, options.version);
  const head = request.method === "HEAD";
  const remembered = options.memory?.get(key.url);
  const hit = { bodyless: head, nonce: options.nonce, extra: { [edgeCacheHeader]: "HIT" } };
  if (remembered) return fromRemembered(remembered, hit);
  const cached = await cache.match(key);
  const storedAt = Number(cached?.headers.get(storedAtHeader));
  // A copy is served for `seconds` after it was rendered and never longer, whatever the cache's own
  // clock: a story scheduled for a time is then on every page at most that long after it.
  const current = storedAt > 0 && storedAt <= Date.now() && Date.now() <= storedAt + seconds * 1000;
  if (cached && !current) {
    await cached.body?.cancel();
  } else if (cached && isText(cached.headers)) {
    const page = await rememberedPage(cached, internalHeaders);
    options.memory?.set(key.url, page, storedAt + seconds * 1000);
    return fromRemembered(page, hit);
  } else if (cached) {
    const storedHit = withStatus(cached, "HIT", head);
    for (const name of internalHeaders) storedHit.headers.delete(name);
    return storedHit;
  }

  const response = await render();
  if (head || !isStorable(response)) return withStatus(response, "BYPASS");
  const fresh = withStatus(response, "MISS");
  const stored = fresh.clone();
  stored.headers.set("Cache-Control", `public, max-age=0, s-maxage=${seconds}`);
  stored.headers.delete(edgeCacheHeader);
  stored.headers.set(storedAtHeader, String(Date.now()));
  if (options.nonce) stored.headers.set(renderedNonceHeader, options.nonce);
  ctx.waitUntil(cache.put(key, stored));
  if (!fresh.headers.has("cache-control")) {
    fresh.headers.set("Cache-Control", `public, max-age=0, s-maxage=${seconds}`);
  }
  return fresh;
}

/**
 * `withEdgeCache` as Hono middleware, for pages and for the shared API answers (`cachedApiPaths`),
 * after `canonicalRequest` has taken off the parameter values no route reads.
 */
export const edgeCached = (build: { version: () => Promise<string>; routeIds: () => Promise<string[]> }) =>
  createMiddleware<SecurityEnv>(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      const canonical = canonicalRequest(c.req.raw, await build.routeIds());
      if (canonical === "invalid") return c.text("Bad Request: unknown routes in _routes.", 400);
      c.req.raw = canonical;
    }
    const secret = bookmarkSecret(c.env);
    const options = { version: await build.version(), nonce: c.var.nonce, memory: pageMemory, secret };
    c.res = await withEdgeCache(c.req.raw, c.executionCtx, options, async () => {
      await next();
      return c.res;
    });
  });
