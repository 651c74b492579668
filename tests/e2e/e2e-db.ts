import { mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";

/** The end-to-end server's own local D1 (scripts/serve-e2e.ts). */
export const e2eDb = { remote: false, persistTo: ".wrangler/e2e" };

/**
 * Reads the server's D1 straight from its SQLite file. `wrangler d1 execute` reads the same file but
 * starts a Node and a workerd each time, seconds of CPU per query on a busy machine; tests that
 * must prove the editors' own path (scripts/editors.ts) still run it.
 */
const d1Folder = "v3/d1/miniflare-D1DatabaseObject";

function e2eDbFile() {
  const dir = join(e2eDb.persistTo, d1Folder);
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}: is the end-to-end server running?`);
  return { dir, file };
}

export function queryE2eDb(command: string): Record<string, unknown>[] {
  const { dir, file } = e2eDbFile();
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    return db
      .prepare(command)
      .all()
      .map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of the server's D1, laid out as a `--persist-to` folder, for a test that must
 * run a wrangler command on it. A second workerd opening the live file takes locks the server's own
 * D1 does not wait for, and a page the server renders meanwhile fails with a 503.
 */
export async function snapshotE2eDb(): Promise<string> {
  const { dir, file } = e2eDbFile();
  const persistTo = mkdtempSync(join(tmpdir(), "future-dispatch-e2e-"));
  mkdirSync(join(persistTo, d1Folder), { recursive: true });
  const source = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    await backup(source, join(persistTo, d1Folder, file));
  } finally {
    source.close();
  }
  return persistTo;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
