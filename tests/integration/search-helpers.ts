import { exports } from "cloudflare:workers";
import type { SearchResult } from "~/lib/search/types";
import { freshClientAddress } from "./api-client";

export const searchUrl = (query: string) =>
  `https://dispatch.test/api/search?${new URLSearchParams({ q: query })}`;

/** A search request from a reader of its own: search misses are rate limited per network. */
export const searchRequest = (url: string) =>
  new Request(url, { headers: { "cf-connecting-ip": freshClientAddress() } });

/** `GET /api/search` through the test Worker, as a browser would send it. */
export async function search(query: string) {
  const response = await exports.default.fetch(searchRequest(searchUrl(query)));
  const body = (await response.json()) as SearchResult[];
  return { response, body, slugs: body.map((result) => result.slug) };
}
