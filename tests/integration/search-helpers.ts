import { exports } from "cloudflare:workers";
import type { SearchResult } from "~/lib/search/types";

export const searchUrl = (query: string) =>
  `https://dispatch.test/api/search?${new URLSearchParams({ q: query })}`;

/** `GET /api/search` through the test Worker, as a browser would send it. */
export async function search(query: string) {
  const response = await exports.default.fetch(new Request(searchUrl(query)));
  const body = (await response.json()) as SearchResult[];
  return { response, body, slugs: body.map((result) => result.slug) };
}
