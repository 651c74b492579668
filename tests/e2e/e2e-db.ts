import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { localD1File, queryLocalD1 } from "../local-d1.ts";

/** The end-to-end server's own local D1 (scripts/serve-e2e.ts). */
const persistTo = ".wrangler/e2e";

/** Reads the server's D1 straight from its SQLite file, read-only. */
export const queryE2eDb = (command: string) => queryLocalD1(persistTo, command);

/**
 * A consistent copy of the server's D1, laid out as a `--persist-to` folder, for a test that must
 * run a wrangler command on it. A second workerd opening the live file takes locks the server's own
 * D1 does not wait for, and a page the server renders meanwhile fails with a 503.
 */
export async function snapshotE2eDb(): Promise<string> {
  const { folder, file, path } = localD1File(persistTo);
  const copy = mkdtempSync(join(tmpdir(), "future-dispatch-e2e-"));
  mkdirSync(join(copy, folder), { recursive: true });
  const live = new DatabaseSync(path, { readOnly: true });
  try {
    await backup(live, join(copy, folder, file));
  } finally {
    live.close();
  }
  return copy;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
