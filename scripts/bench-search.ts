// `npm run bench:search`: loads GET /api/search on the built Worker, running locally in workerd with
// its own database, for a set of repeated queries (answered from KV) and a set of unique ones (each
// a KV miss, answered by D1's full-text index). Prints p50/p95 latency and requests per second.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { EventEmitter } from "node:events";
import { startWorker, step, stopWorker } from "./lib/run.ts";

type Request = { method?: string; path?: string; headers?: Record<string, string> };
type RequestSpec = {
  setupRequest?: (request: Request) => Request;
  onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void;
};
type Result = {
  requests: { total: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: RequestSpec[];
}) => EventEmitter & PromiseLike<Result>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const connections = 10;
const seconds = 10;
const targets = { cached: 30, uncached: 60 };

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

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function buildIsCurrent() {
  const built = "build/server/index.js";
  if (!existsSync(built) || !existsSync("build/client")) return false;
  const sources = ["app", "worker", "wrangler.toml", "react-router.config.ts", "vite.config.ts"];
  return statSync(built).mtimeMs > Math.max(...sources.map(newestChange));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

let clients = 0;
const nextClientAddress = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

async function load(base: string, nextQuery: () => string) {
  const latencies: number[] = [];
  const cache = { HIT: 0, MISS: 0 };
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
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
      },
    ],
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: result.requests.total / result.duration,
    total: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
    cache,
  };
}

if (buildIsCurrent()) console.log("The build is current; not rebuilding.");
else step("Build", "npx", ["react-router", "build"]);

const persistTo = mkdtempSync(join(tmpdir(), "future-dispatch-bench-"));
const port = await freePort();
step(
  "Apply migrations to the benchmark database",
  "npx",
  ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
  { CI: "true" },
);
step("Load content into the benchmark database", "node", [
  "scripts/load-content.ts",
  "--persist-to",
  persistTo,
]);

const worker = await startWorker({ port, persistTo, logLevel: "error", stdio: "ignore" });
const base = `http://127.0.0.1:${port}`;
try {
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
  const cached = await load(base, () => cachedQueries[turn++ % cachedQueries.length]!);

  let unique = 0;
  console.log(`▶ Uncached set: a new query every request, ${connections} connections, ${seconds} s`);
  const uncached = await load(base, () => {
    unique++;
    return `${realWords[unique % realWords.length]} zq${unique.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  });

  // A query too short to search answers [] through the same Worker, middleware and route without
  // touching KV or D1: what local workerd and the load generator cost before search does anything.
  console.log(`▶ Floor: a too-short query (no KV, no D1), ${connections} connections, ${seconds} s`);
  const floor = await load(base, () => "ab");

  const rows = [
    [
      "set",
      "p50 ms",
      "p95 ms",
      "p95 ÷ floor",
      "req/s",
      "req/s ÷ floor",
      "requests",
      "KV hit/miss",
      "failed",
      "p95 target",
    ],
    ...(
      [
        ["cached (KV hit)", cached, targets.cached],
        ["uncached (D1)", uncached, targets.uncached],
        ["floor (no lookup)", floor, undefined],
      ] as const
    ).map(([name, figures, target]) => [
      name,
      figures.p50.toFixed(1),
      figures.p95.toFixed(1),
      // The ratios to the no-lookup floor are the budget here: what search adds to what this machine's
      // local workerd and load generator cost in the same run (decision 101).
      `${(figures.p95 / floor.p95).toFixed(2)}×`,
      figures.rps.toFixed(0),
      `${(figures.rps / floor.rps).toFixed(2)}×`,
      String(figures.total),
      `${figures.cache.HIT}/${figures.cache.MISS}`,
      String(figures.failed),
      target === undefined ? "(report)" : `≤ ${target} ms ${figures.p95 <= target ? "met" : "MISSED"}`,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log("");
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
  const [load1, load5] = loadavg();
  console.log(
    `\nMachine: ${cpus().length} CPU(s), load average ${load1!.toFixed(1)} (1 min), ${load5!.toFixed(1)} (5 min).`,
  );
} finally {
  stopWorker(worker);
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(persistTo, { recursive: true, force: true });
}
