import { d1Execute } from "../../scripts/lib/wrangler.ts";

/** The end-to-end server's own local D1 (scripts/serve-e2e.ts), read the way editors read it. */
export const e2eDb = { remote: false, persistTo: ".wrangler/e2e" };

export function queryE2eDb(command: string) {
  return d1Execute(e2eDb, { command })[0]?.results ?? [];
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
