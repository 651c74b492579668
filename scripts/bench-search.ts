// `npm run bench:search`: loads GET /api/search on the built Worker, running locally in workerd with
// its own database (scripts/bench/search-load.ts). Prints p50/p95 latency and requests per second, and
// their ratios to the no-lookup floor, which are the budgets. `npm run bench` runs the same load.
import { cpus, loadavg } from "node:os";
import { withBenchWorker } from "./bench/local-worker.ts";
import { measureSearch, searchRatioTargets } from "./bench/search-load.ts";

const seconds = 10;

await withBenchWorker(async (base) => {
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
});
