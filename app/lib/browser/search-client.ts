import { api } from "~/lib/browser/api";
import type { SearchResult } from "~/lib/search/types";

// Spec §9 for cached queries: fresh for 5 minutes, discarded after 10 minutes unused.
const freshMs = 5 * 60_000;
const unusedMs = 10 * 60_000;

type Entry = { results: SearchResult[]; fetchedAt: number; usedAt: number };

// Shared by the desktop box and the mobile bar, so both reuse what either already fetched.
const entries = new Map<string, Entry>();

function sweep(now: number) {
  for (const [key, entry] of entries) if (now - entry.usedAt > unusedMs) entries.delete(key);
}

/** What is known for a normalised query, fresh or not; `undefined` when nothing is. */
export function cachedSearch(key: string): { results: SearchResult[]; fresh: boolean } | undefined {
  const now = Date.now();
  sweep(now);
  const entry = entries.get(key);
  if (!entry) return undefined;
  entry.usedAt = now;
  return { results: entry.results, fresh: now - entry.fetchedAt < freshMs };
}

/**
 * `GET /api/search` through the API client (a query: retried twice, 1 s and then 2 s later). Spec §8:
 * however it failed, the search throws "Search failed"; an abort by the caller is passed on as it is.
 */
export async function fetchSearch(key: string, query: string, signal: AbortSignal): Promise<SearchResult[]> {
  // The client writes `q` with URLSearchParams, which (unlike encodeURIComponent) never throws.
  const results = await api.search
    .$get({ query: { q: query } }, { init: { signal } })
    .then((answer) => answer.json())
    .catch((error: unknown) => {
      throw signal.aborted ? error : new Error("Search failed", { cause: error });
    });
  const now = Date.now();
  entries.set(key, { results, fetchedAt: now, usedAt: now });
  return results;
}
