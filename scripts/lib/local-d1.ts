import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

const d1Folder = "v3/d1/miniflare-D1DatabaseObject";

/** Where wrangler keeps the SQLite file of the local D1 under `--persist-to DIR`. */
export function localD1File(persistTo: string) {
  const dir = join(persistTo, d1Folder);
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}: has wrangler created it yet?`);
  return { dir, file, folder: d1Folder, path: join(dir, file) };
}

/**
 * Opens a local D1's SQLite file for a test to read or seed, for the length of `read`. Starting
 * `wrangler d1 execute` for the same query costs seconds of CPU; tests that prove a script's own
 * wrangler path still run that script.
 */
export function withLocalD1<T>(persistTo: string, read: (db: DatabaseSync) => T, readOnly = true): T {
  const db = new DatabaseSync(localD1File(persistTo).path, { readOnly });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The rows one SQL statement returns, as plain objects. */
export const queryLocalD1 = (persistTo: string, command: string): Record<string, unknown>[] =>
  withLocalD1(persistTo, (db) =>
    db
      .prepare(command)
      .all()
      .map((row) => ({ ...row })),
  );
