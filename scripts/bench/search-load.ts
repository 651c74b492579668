// The search load of `npm run bench` and `npm run bench:search`: GET /api/search at 10 connections for
// a set of repeated queries (answered from the cache), a set of unique ones (each a KV miss, answered
// by D1's full-text index) and a floor (a query too short to search: no KV, no D1). Each request comes
// from its own client address, because search misses are rate limited per network.
import { runLoad, type LoadFigures } from "./run-load.ts";

export const searchConnections = 10;
/** Budgets: each set's p95 as a multiple of the floor's p95 in the same run. */
export const searchRatioTargets = { cached: 1.2, uncached: 1.5 };

const cachedQueries = [
  "mars",
  "robots",
  "landfill",
  "orbit wedding",
  "subscription",
  "algorithm president",
  "court cloud",
  "elevator",
  "casserole",
  "crossword",
];
const realWords = [
  "mars",
  "robot",
  "court",
  "orbit",
  "budget",
  "planet",
  "office",
  "voters",
  "hedge",
  "moon",
];

let clients = 0;
const nextClientAddress = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

async function load(base: string, seconds: number, nextQuery: () => string): Promise<SearchLoadFigures> {
  const cache = { HIT: 0, MISS: 0 };
  const figures = await runLoad(base, searchConnections, seconds, {
    // Each request from its own client: search misses are rate limited per network.
    setupRequest: (request) => ({
      ...request,
      path: `/api/search?${new URLSearchParams({ q: nextQuery() })}`,
      headers: { ...request.headers, "cf-connecting-ip": nextClientAddress() },
    }),
    onResponse: (_status, _body, _context, headers) => {
      const state = headers["x-cache"];
      if (state === "HIT" || state === "MISS") cache[state]++;
    },
  });
  return { ...figures, cache };
}

export type SearchLoadFigures = LoadFigures & { cache: { HIT: number; MISS: number } };

/** Fills the cache with the repeated set, then loads each set for `seconds`. */
export async function measureSearch(base: string, seconds: number) {
  const connections = searchConnections;
  // Fill KV with the cached set, then wait until each answers from it.
  for (const query of cachedQueries) {
    const url = `${base}/api/search?${new URLSearchParams({ q: query })}`;
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.headers.get("x-cache") === "HIT") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  let turn = 0;
  console.log(
    `\n▶ Cached set: ${cachedQueries.length} queries repeated, ${connections} connections, ${seconds} s`,
  );
  const cached = await load(base, seconds, () => cachedQueries[turn++ % cachedQueries.length]!);

  let unique = 0;
  console.log(`▶ Uncached set: a new query every request, ${connections} connections, ${seconds} s`);
  const uncached = await load(base, seconds, () => {
    unique++;
    return `${realWords[unique % realWords.length]} zq${unique.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  });

  // A query too short to search answers [] through the same Worker, middleware and route without
  // touching KV or D1: what local workerd and the load generator cost before search does anything.
  console.log(`▶ Floor: a too-short query (no KV, no D1), ${connections} connections, ${seconds} s`);
  const floor = await load(base, seconds, () => "ab");
  return { cached, uncached, floor };
}
