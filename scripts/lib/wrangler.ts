import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

export type D1Target = { remote: boolean; persistTo?: string };

/** The options every script that reaches D1 takes, for `parseArgs`: `--remote` and `--persist-to DIR`. */
export const d1TargetOptions = {
  remote: { type: "boolean", default: false },
  "persist-to": { type: "string" },
} as const;

export function d1Target(values: { remote?: boolean; "persist-to"?: string }): D1Target {
  return { remote: values.remote === true, persistTo: values["persist-to"] };
}

function targetFlags(target: D1Target): string[] {
  if (target.remote) return ["--remote"];
  return ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
}

export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

const wranglerCli = join(
  dirname(createRequire(import.meta.url).resolve("wrangler/package.json")),
  "bin/wrangler.js",
);

/** Runs wrangler on this Node directly: `npx` would first start npm, about a second of CPU a call. */
const wrangler = (args: string[], options: SpawnSyncOptions & { encoding: "utf8" }) =>
  spawnSync(process.execPath, [wranglerCli, ...args], options);

/** Runs `wrangler d1 execute DB` and returns the rows of each statement's result. */
export function d1Execute(target: D1Target, input: { file: string } | { command: string }) {
  const args = [
    "d1",
    "execute",
    "DB",
    ...targetFlags(target),
    "--json",
    "--yes",
    ...("file" in input ? ["--file", input.file] : ["--command", input.command]),
  ];
  let result = wrangler(args, { encoding: "utf8", env: quietEnv, maxBuffer: 64 * 1024 * 1024 });
  // A running local server can hold the database's write lock for a moment: try again, as a person would.
  for (
    let retry = 0;
    result.status !== 0 && retry < 4 && /SQLITE_BUSY/.test(result.stdout + result.stderr);
    retry++
  ) {
    result = wrangler(args, { encoding: "utf8", env: quietEnv, maxBuffer: 64 * 1024 * 1024 });
  }
  if (result.status !== 0) {
    throw new Error(`wrangler d1 execute failed:\n${result.stdout}\n${result.stderr}`);
  }
  return JSON.parse(result.stdout) as { results: Record<string, unknown>[]; meta?: { changes?: number } }[];
}

export function d1MigrateLocal(target: D1Target) {
  const args = ["d1", "migrations", "apply", "DB", ...targetFlags(target)];
  const result = wrangler(args, { encoding: "utf8", stdio: "inherit", env: { ...quietEnv, CI: "true" } });
  if (result.status !== 0) throw new Error("wrangler d1 migrations apply failed");
}
