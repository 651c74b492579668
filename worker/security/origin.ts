import { plainPage } from "../plain-page";

const stateChangingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** `url`'s origin, or undefined when it is not a URL. */
function originOf(url: string | undefined) {
  if (!url) return undefined;
  return URL.parse(url)?.origin;
}

const isLocal = (url: string | undefined) => localHosts.has(URL.parse(url ?? "")?.hostname ?? "");

/** Development: SITE_URL on localhost, as in wrangler.toml; a deployment's SITE_URL is its public origin. */
export const isLocalSite = (siteUrl: string | undefined) => isLocal(siteUrl);

/**
 * The origins allowed to change anything: SITE_URL's, and in development (a SITE_URL on localhost)
 * any local origin, whatever its port. Never the request's own Host: a client chooses that header,
 * so `Host: evil.example` with `Origin: http://evil.example` would otherwise pass.
 */
export function isAllowedOrigin(origin: string, siteUrl: string | undefined) {
  if (origin === originOf(siteUrl)) return true;
  return isLocal(siteUrl) && /^https?:\/\//.test(origin) && isLocal(origin) && originOf(origin) === origin;
}

/**
 * True for a state-changing request that a browser sent from another site: its Origin is not an
 * allowed one (`Origin: null`, from sandboxed frames and opaque redirects, never is), or, when a
 * browser left Origin out, its Fetch Metadata says it came from elsewhere (`Sec-Fetch-Site` other
 * than same-origin or none). A request with neither header is a non-browser client, which cannot
 * carry a reader's cookies across sites, and is let through.
 */
export function isForeignOrigin(request: Request, siteUrl: string | undefined) {
  if (!stateChangingMethods.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return !isAllowedOrigin(origin, siteUrl);
  const site = request.headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}

export const foreignOriginMessage =
  "This request came from another website. Please send it from The Future Dispatch itself.";

/** A plain page for forms posted from elsewhere: no scripts, nothing that depends on the app. */
export const foreignOriginPage = plainPage({
  title: "Request refused",
  heading: "That form came from another website",
  paragraphs: [
    foreignOriginMessage,
    "To keep readers safe we only accept forms sent from our own pages, and this one arrived from somewhere else. Nothing was saved.",
  ],
});

/** Whether the client reads HTML: a browser's form navigation, not a script or the API client. */
export const wantsHtml = (request: Request) => /\btext\/html\b/i.test(request.headers.get("accept") ?? "");
