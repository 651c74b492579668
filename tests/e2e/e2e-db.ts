import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The end-to-end server's own local D1 (scripts/serve-e2e.ts). */
export const e2eDb = { remote: false, persistTo: ".wrangler/e2e" };

/**
 * Reads the server's D1 straight from its SQLite file. `wrangler d1 execute` reads the same file but
 * starts a Node and a workerd each time, seconds of CPU per query on a busy machine; tests that
 * must prove the editors' own path (scripts/editors.ts) still run it.
 */
export function queryE2eDb(command: string): Record<string, unknown>[] {
  const dir = join(e2eDb.persistTo, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}: is the end-to-end server running?`);
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

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
