import { drizzle } from "drizzle-orm/d1";

export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database);
}

export type Db = ReturnType<typeof createDb>;
