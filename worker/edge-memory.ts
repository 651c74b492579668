import { MemoryCache } from "~/lib/server/memory-cache.server";
import { renderedNonceHeader, withFreshNonces } from "./security/nonce";

/** A stored answer as text, kept in the isolate's memory in front of the edge cache. */
export type RememberedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  /** The nonce the page was rendered with, swapped on the way out. */
  renderedNonce: string | null;
};

/**
 * Pages answered from the edge cache, kept for the rest of their 5 minutes: a popular page is then
 * served without a Cache API round trip. 6 M UTF-16 units is at most 12 MB of the isolate's 128.
 */
export const pageMemory = new MemoryCache<RememberedPage>(6_000_000, (page) => page.body.length);

const contentType = (headers: Headers) => headers.get("content-type") ?? "";
const isHtml = (headers: Headers) => /^text\/html\b/i.test(contentType(headers));
/** Only text answers are kept: every page, feed and shared API answer the edge cache stores is one. */
export const isText = (headers: Headers) =>
  /^(text\/|application\/([\w.+-]*\+)?(json|xml))/i.test(contentType(headers));

/** A cached answer read as text, without the cache's own headers (`internal`), which no reader sees. */
export async function rememberedPage(cached: Response, internal: string[]): Promise<RememberedPage> {
  return {
    status: cached.status,
    headers: [...cached.headers].filter(([name]) => !internal.includes(name)),
    body: await cached.text(),
    renderedNonce: cached.headers.get(renderedNonceHeader),
  };
}

/**
 * The remembered page as a response, with `extra` headers set; `nonce`, when given, replaces the one
 * the page was rendered with.
 */
export function fromRemembered(
  page: RememberedPage,
  { bodyless, nonce, extra }: { bodyless: boolean; nonce?: string; extra: Record<string, string> },
) {
  const headers = new Headers(page.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  let body: string | null = bodyless ? null : page.body;
  if (body !== null && nonce && page.renderedNonce && isHtml(headers)) {
    body = withFreshNonces(body, page.renderedNonce, nonce);
    headers.delete("content-length");
  }
  return new Response(body, { status: page.status, headers });
}
