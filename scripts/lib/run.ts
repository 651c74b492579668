import { createServer } from "node:net";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { quietEnv } from "./wrangler.ts";

/** Runs a command to completion with inherited output; exits the script if it fails. */
export function step(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd?: string,
) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...quietEnv, ...env }, cwd });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
  return Number(seconds);
}

/**
 * Applies the migrations to a local D1 and loads the content into it, as `npm start` does; `persistTo`
 * names a database of its own (the end-to-end tests', a benchmark's), `name` says which in the log.
 */
export function prepareLocalDatabase(name: string, persistTo?: string) {
  const where = persistTo ? ["--persist-to", persistTo] : [];
  step(
    `Apply migrations to the ${name} database`,
    "npx",
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...where],
    { CI: "true" },
  );
  step(`Load content into the ${name} database`, "node", ["scripts/load-content.ts", ...where]);
}

/** Starts the built Worker in workerd and resolves once it answers. The caller owns the process. */
export async function startWorker(options: {
  port: number;
  persistTo?: string;
  logLevel?: string;
  stdio?: "inherit" | "ignore";
  /** A path that answers 200 once the Worker is up; one that needs no D1 when the database is meant to fail. */
  readyPath?: string;
  /** Values for secrets such as EDITORS_TOKEN, for this run only (`wrangler dev --var`). */
  vars?: Record<string, string>;
  /** Serve `/__scheduled?cron=…`, which runs the Cron Trigger's handler at once (local only). */
  testScheduled?: boolean;
  /** The checkout whose build to serve; this one unless named (the bench's baseline is another). */
  cwd?: string;
}): Promise<ChildProcess> {
  const args = [
    "node_modules/wrangler/bin/wrangler.js",
    "dev",
    "--port",
    String(options.port),
    "--ip",
    "127.0.0.1",
    "--log-level",
    options.logLevel ?? "warn",
    "--show-interactive-dev-session=false",
    ...(options.persistTo ? ["--persist-to", options.persistTo] : []),
    ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ...(options.testScheduled ? ["--test-scheduled"] : []),
  ];
  // Run wrangler's own entry with this Node (not through npx), so `child` is the real server process.
  // wrangler dev also runs its own developer tools: a local explorer and a trace collector that writes
  // every request to a SQLite store. Neither exists in production, and the store's writes slowed each
  // request by about a third under load, so the servers these scripts start go without them.
  const env = { ...quietEnv, X_LOCAL_OBSERVABILITY: "false", X_LOCAL_EXPLORER: "false" };
  const child = spawn(process.execPath, args, { stdio: options.stdio ?? "inherit", env, cwd: options.cwd });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${options.port}${options.readyPath ?? "/api/articles"}`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopWorker(child);
  throw new Error(`The worker did not answer on port ${options.port} within 60 s`);
}

export function stopWorker(child: ChildProcess) {
  // wrangler shuts its workerd down when it is asked to stop.
  if (child.exitCode === null) child.kill("SIGTERM");
}

/**
 * The site a measuring script reads: the one at `origin` when one is given, otherwise this checkout's
 * build, started on `port` with the benchmark database (.wrangler/bench). The caller stops `worker`.
 */
export async function siteToMeasure(origin: string | undefined, port: number) {
  if (origin) return { origin: origin.replace(/\/$/, ""), worker: undefined };
  // Another server on the port (a benchmark of another checkout, say) would be measured instead.
  if (await fetch(`http://127.0.0.1:${port}/`).catch(() => null)) {
    console.error(`Port ${port} is already in use: stop what serves it, or pass --port with a free one.`);
    process.exit(1);
  }
  const worker = await startWorker({ port, persistTo: ".wrangler/bench", stdio: "ignore" });
  return { origin: `http://127.0.0.1:${port}`, worker };
}

export async function assertPortFree(port: number) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
  } catch {
    return;
  }
  console.error(`Port ${port} is already in use. Stop whatever is serving it, or set PORT to another port.`);
  process.exit(1);
}

/** A port nothing listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
