// `npm run bench:beacons`: the read beacon's throughput (POST /api/reads → the read-beacons queue) on
// the built Worker under local workerd, against a static file served in the same run. Prints both
// sets' requests per second and latency, and the beacon's ratio to the floor (decision 118).
import { cpus, loadavg } from "node:os";
import { beaconConnections, measureBeacons } from "./bench/beacon-load.ts";
import { withBenchWorker } from "./bench/local-worker.ts";

const seconds = 10;

await withBenchWorker(async (base) => {
  const { floor, beacons } = await measureBeacons(base, seconds);
  const rows = [
    ["set", "req/s", "req/s ÷ floor", "p50 ms", "p95 ms", "p95 ÷ floor", "requests", "failed"],
    ...(
      [
        ["beacon (POST /api/reads)", beacons],
        ["floor (static /favicon.svg)", floor],
      ] as const
    ).map(([name, figures]) => [
      name,
      figures.rps.toFixed(0),
      `${(figures.rps / floor.rps).toFixed(2)}×`,
      figures.p50.toFixed(1),
      figures.p95.toFixed(1),
      `${(figures.p95 / floor.p95).toFixed(2)}×`,
      String(figures.total),
      String(figures.failed),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log("");
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
  const [load1, load5] = loadavg();
  console.log(
    `\nautocannon: 1 thread, ${beaconConnections} connections, ${seconds} s a set, 127.0.0.1 only. Machine: ${cpus().length} CPU(s), load average ${load1!.toFixed(1)} (1 min), ${load5!.toFixed(1)} (5 min).`,
  );
});
