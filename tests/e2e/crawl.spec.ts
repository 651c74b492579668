import { expect, test, type APIRequestContext } from "@playwright/test";
import { readerAddress } from "./helpers.ts";

const maxPages = 300;

/**
 * One crawler on a network of its own: the section pages link their topics to searches, and new
 * searches have a per-network budget (30 in 10 s) that the rest of the suite spends from this
 * machine's address at the same time. A 429 says "come back later", not "broken": the crawler does
 * as asked once, after Retry-After; a second 429 is reported like any other 4xx.
 */
async function fetchAsCrawler(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const response = await request.get(path, { headers });
  const retryAfter = Number(response.headers()["retry-after"]);
  if (response.status() !== 429 || !(retryAfter > 0)) return response;
  await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  return request.get(path, { headers });
}

/** Same-origin paths linked from a page's HTML (href attributes of <a>), without fragments. */
function internalLinks(html: string, base: URL): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = match[1]!.replaceAll("&amp;", "&");
    if (!raw || raw.startsWith("#") || /^(mailto|tel|javascript):/i.test(raw)) continue;
    const url = new URL(raw, base);
    if (url.origin !== base.origin) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}

test("Every internal link reachable from the home page answers without a 4xx or 5xx @desktop", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const queue = ["/"];
  const seen = new Set(queue);
  const linkedFrom = new Map<string, string>();
  const broken: string[] = [];
  const headers = { "cf-connecting-ip": readerAddress() };
  let visited = 0;
  while (queue.length > 0 && visited < maxPages) {
    const path = queue.shift()!;
    visited += 1;
    const response = await fetchAsCrawler(request, path, headers);
    if (response.status() >= 400) {
      broken.push(`${path} → ${response.status()} (linked from ${linkedFrom.get(path) ?? "start"})`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    const finalUrl = new URL(response.url());
    for (const link of internalLinks(await response.text(), finalUrl)) {
      if (seen.has(link)) continue;
      seen.add(link);
      linkedFrom.set(link, path);
      queue.push(link);
    }
  }
  expect(broken).toEqual([]);
  // The magazine has far more than a handful of pages; a tiny crawl would mean the links were not found.
  expect(visited).toBeGreaterThan(30);
});
