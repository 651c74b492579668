// The load test: autocannon against one page, with every response's latency kept so p50 and p95
// are exact (autocannon's own summary skips p95).
import autocannon from "autocannon";
import { median } from "./lighthouse.ts";

export type LoadFigures = {
  connections: number;
  requests: number;
  /** Responses per second over the whole run. */
  rps: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
};

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const instance = autocannon({ url, connections, duration: seconds });
  instance.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) failures++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    rps: latencies.length / seconds,
    errors: result.errors + result.timeouts + failures,
    p50Ms: median(latencies),
    p95Ms: percentile(latencies, 95),
  };
}
