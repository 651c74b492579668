// Bindings that fail the way Cloudflare's do when the service behind them is down.

const unreachable = () => new Error("D1_ERROR: Network connection lost.");

/** A D1 that opens sessions but whose every query rejects, as when D1 drops mid-request. */
export function unreachableD1(): D1Database {
  const statement: Record<string, unknown> = {};
  Object.assign(statement, {
    bind: () => statement,
    first: () => Promise.reject(unreachable()),
    all: () => Promise.reject(unreachable()),
    run: () => Promise.reject(unreachable()),
    raw: () => Promise.reject(unreachable()),
  });
  const session = {
    prepare: () => statement,
    batch: () => Promise.reject(unreachable()),
    exec: () => Promise.reject(unreachable()),
    getBookmark: () => null,
  };
  return {
    ...session,
    withSession: () => session,
    dump: () => Promise.reject(unreachable()),
  } as unknown as D1Database;
}

/** A D1 binding that throws on any use at all, even opening a session. */
export const throwingD1 = new Proxy({} as D1Database, {
  get() {
    throw new Error("D1 binding is not available");
  },
});

/** A KV namespace whose reads and writes all fail. */
export const failingKv = {
  get: () => Promise.reject(new Error("KV GET failed: 503 Service Unavailable")),
  getWithMetadata: () => Promise.reject(new Error("KV GET failed: 503 Service Unavailable")),
  put: () => Promise.reject(new Error("KV PUT failed: 503 Service Unavailable")),
  delete: () => Promise.reject(new Error("KV DELETE failed: 503 Service Unavailable")),
  list: () => Promise.reject(new Error("KV LIST failed: 503 Service Unavailable")),
} as unknown as KVNamespace;
