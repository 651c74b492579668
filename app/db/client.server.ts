import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { DatabaseUnavailableError } from "./unavailable";

type PreparedQuery = ReturnType<SQLiteD1Session<Record<string, never>, never>["prepareQuery"]>;
const executions = ["run", "all", "get", "values"] as const;

const rethrowUnavailable = (error: unknown): never => {
  // A batch's own queries may already have failed through here: wrap (and log) each failure once.
  if (error instanceof DatabaseUnavailableError) throw error;
  console.error("D1 is unavailable", error);
  throw new DatabaseUnavailableError(error);
};

/**
 * Drizzle's D1 session, except that every failure of a D1 call (the binding missing, D1
 * unreachable, overloaded or timing out) rejects with `DatabaseUnavailableError` instead of Drizzle's
 * error, whose message carries the SQL text. Callers never need a try/catch of their own.
 */
class GuardedD1Session extends SQLiteD1Session<Record<string, never>, never> {
  override prepareQuery(...args: Parameters<SQLiteD1Session<Record<string, never>, never>["prepareQuery"]>) {
    let prepared: PreparedQuery;
    try {
      prepared = super.prepareQuery(...args);
    } catch (error) {
      return rethrowUnavailable(error);
    }
    for (const method of executions) {
      const execute = prepared[method].bind(prepared) as (...params: unknown[]) => Promise<unknown>;
      Object.assign(prepared, {
        [method]: (...params: unknown[]) => execute(...params).catch(rethrowUnavailable),
      });
    }
    return prepared;
  }

  override batch<T extends Parameters<SQLiteD1Session<Record<string, never>, never>["batch"]>[0]>(
    queries: T,
  ) {
    return super.batch(queries).catch(rethrowUnavailable);
  }
}

export function createDb(d1: D1Database | D1DatabaseSession) {
  const dialect = new SQLiteAsyncDialect();
  const session = new GuardedD1Session(d1 as D1Database, dialect, undefined);
  return new DrizzleD1Database<Record<string, never>>("async", dialect, session, undefined);
}

export type Db = ReturnType<typeof createDb>;
