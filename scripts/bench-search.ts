// `npm run bench:search`: loads GET /api/search on the built Worker, running locally in workerd with
// its own database (scripts/bench/search-load.ts). Prints p50/p95 latency and requests per second, and
// their ratios to the no-lookup floor, which are the budgets. `npm run bench` runs the same load.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measureSearch, searchRatioTargets } from "./bench/search-load.ts";
import { freePort, startWorker, step, stopWorker } from "./lib/run.ts";

const seconds = 10;

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
  const { cached, uncached, floor } = await measureSearch(base, seconds);

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
      "p95 ÷ floor target",
    ],
    ...(
      [
        ["cached (memory or KV hit)", cached, searchRatioTargets.cached],
        ["uncached (D1)", uncached, searchRatioTargets.uncached],
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
      target === undefined
        ? "(report)"
        : `≤ ${target}× ${figures.p95 / floor.p95 <= target ? "met" : "MISSED"}`,
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
