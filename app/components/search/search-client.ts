import type { SearchResult } from "~/lib/search/types";

// Spec §9 for cached queries: fresh for 5 minutes, discarded after 10 minutes unused, 2 retries.
const freshMs = 5 * 60_000;
const unusedMs = 10 * 60_000;
const retries = 2;

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

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** `GET /api/search`, retried twice (1 s, then 2 s later) before "Search failed" is thrown. */
export async function fetchSearch(key: string, query: string, signal: AbortSignal): Promise<SearchResult[]> {
  // URLSearchParams, unlike encodeURIComponent, never throws (lone surrogates become U+FFFD).
  const url = `/api/search?${new URLSearchParams({ q: query })}`;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, {
        signal,
        credentials: "include",
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error("Search failed");
      const results = (await response.json()) as SearchResult[];
      const now = Date.now();
      entries.set(key, { results, fetchedAt: now, usedAt: now });
      return results;
    } catch (error) {
      if (signal.aborted || attempt >= retries) throw signal.aborted ? error : new Error("Search failed");
      await wait(1000 * 2 ** attempt, signal);
    }
  }
}
