// The built Worker under `wrangler dev` on a free 127.0.0.1 port with a fresh database of its own, for
// the load benchmarks (`bench:search`, `bench:beacons`). Rebuilds first when the sources are newer.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertPortFree, freePort, prepareLocalDatabase, startWorker, step, stopWorker } from "../lib/run.ts";

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

/**
 * Runs `measure` against the built Worker at its base URL, then stops it and removes its database.
 * BENCH_PORT picks the port on a shared machine; otherwise any free one.
 */
export async function withBenchWorker(measure: (base: string) => Promise<void>) {
  if (buildIsCurrent()) console.log("The build is current; not rebuilding.");
  else step("Build", "npx", ["react-router", "build"]);

  const persistTo = mkdtempSync(join(tmpdir(), "future-dispatch-bench-"));
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  await assertPortFree(port);
  prepareLocalDatabase("benchmark", persistTo);

  const worker = await startWorker({ port, persistTo, logLevel: "error", stdio: "ignore" });
  try {
    await measure(`http://127.0.0.1:${port}`);
  } finally {
    stopWorker(worker);
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(persistTo, { recursive: true, force: true });
  }
}
