// The read-beacon load of `npm run bench:beacons`: POST /api/reads at 10 connections, one autocannon
// thread, each request a new page view of a person's browser, against the floor of a static file
// (/favicon.svg, served by the assets layer without running the Worker) in the same run.
import { createRequire } from "node:module";
import type { EventEmitter } from "node:events";
import { percentile } from "./search-load.ts";

type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
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
  requests: { setupRequest?: (request: Request) => Request }[];
}) => EventEmitter & PromiseLike<Result>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export const beaconConnections = 10;
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export type LoadFigures = { p50: number; p95: number; rps: number; total: number; failed: number };

async function load(base: string, seconds: number, setupRequest: (request: Request) => Request) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections: beaconConnections,
    duration: seconds,
    requests: [{ setupRequest }],
  });
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
    // A beacon answers 202; autocannon counts only 2xx as success.
    failed: result.errors + result.timeouts + result.non2xx,
  } satisfies LoadFigures;
}

let views = 0;
/** The beacon load and the static-file floor, each for `seconds`, one after the other. */
export async function measureBeacons(base: string, seconds: number) {
  const floor = await load(base, seconds, (request) => ({ ...request, method: "GET", path: "/favicon.svg" }));
  const beacons = await load(base, seconds, (request) => ({
    ...request,
    method: "POST",
    path: "/api/reads",
    headers: { ...request.headers, "content-type": "application/json", "user-agent": browser },
    body: JSON.stringify({
      articleId: 1 + (views % 30),
      view: `bench-view-${String(views++).padStart(10, "0")}`,
    }),
  }));
  return { floor, beacons };
}
