// One autocannon run for the load benchmarks: one thread, a fixed number of connections, bounded in
// time, with every response's latency kept for percentiles (`bench:search`, `bench:beacons`).
import { createRequire } from "node:module";
import type { EventEmitter } from "node:events";

export type LoadRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
export type RequestSpec = {
  setupRequest?: (request: LoadRequest) => LoadRequest;
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

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

export type LoadFigures = { p50: number; p95: number; rps: number; total: number; failed: number };

/** Loads `base` with `spec` for `seconds`: p50/p95 latency, requests per second, and failures (non-2xx too). */
export async function runLoad(base: string, connections: number, seconds: number, spec: RequestSpec) {
  const latencies: number[] = [];
  const instance = autocannon({ url: base, connections, duration: seconds, requests: [spec] });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) =>
    latencies.push(ms),
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: result.requests.total / result.duration,
    total: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
  } satisfies LoadFigures;
}
