import type { MiddlewareHandler } from "hono";
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { createDb, type Db } from "~/db/client.server";

/** Carries a reader's D1 bookmark after they write, so their next reads see that write. */
export const bookmarkCookie = "d1-bookmark";
/** Long enough for any read replica to catch up; short so the reader soon shares cached pages again. */
export const bookmarkMaxAgeSeconds = 120;

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);
// Bookmarks are opaque strings from D1; anything else in the cookie is ignored rather than trusted.
const bookmarkPattern = /^[A-Za-z0-9-]{1,200}$/;

/** The request's bookmark; a cookie that is malformed or not a bookmark is ignored, never an error. */
export function bookmarkFrom(request: Request) {
  const value = parse(request.headers.get("cookie") ?? "", bookmarkCookie)[bookmarkCookie];
  return value && bookmarkPattern.test(value) ? value : undefined;
}

/**
 * Opens a D1 session for one request: reads may go to the nearest replica ("first-unconstrained"),
 * unless the reader carries a bookmark from an earlier write, which makes D1 answer from a copy at
 * least that fresh.
 */
export function openD1Session(env: Env, request: Request): { db: Db; session: D1DatabaseSession } {
  let session: D1DatabaseSession;
  try {
    session = env.DB.withSession(bookmarkFrom(request) ?? "first-unconstrained");
  } catch (error) {
    // A binding that cannot even open a session fails each query instead, so every caller meets
    // the same 503 path as when D1 drops mid-request.
    session = unopenedSession(error);
  }
  return { db: createDb(session), session };
}

function unopenedSession(error: unknown): D1DatabaseSession {
  const fail = () => {
    throw error;
  };
  return { prepare: fail, batch: fail, getBookmark: () => null } as unknown as D1DatabaseSession;
}

/** After a write (any non-read method), the cookie that hands the reader the session's bookmark. */
export function bookmarkSetCookie(request: Request, session: D1DatabaseSession) {
  if (readMethods.has(request.method)) return undefined;
  let bookmark: string | null;
  try {
    bookmark = session.getBookmark();
  } catch {
    return undefined;
  }
  if (!bookmark || !bookmarkPattern.test(bookmark)) return undefined;
  return generateCookie(bookmarkCookie, bookmark, {
    path: "/",
    maxAge: bookmarkMaxAgeSeconds,
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(request.url).protocol === "https:",
  });
}

export type SessionEnv = { Bindings: Env; Variables: { db: Db } };

/**
 * Hono middleware: `c.var.db` reads and writes through the request's D1 session. A D1 failure below
 * is a `DatabaseUnavailableError`, which the app's `onError` answers (JSON for the API, plain text
 * for feeds and the sitemap) before it gets back here, so all this sees of it is the 503.
 */
export const d1Session: MiddlewareHandler<SessionEnv> = async (c, next) => {
  const { db, session } = openD1Session(c.env, c.req.raw);
  c.set("db", db);
  await next();
  // Only a write that succeeded: a refused one changed nothing, and the cookie would keep the
  // reader off the edge cache for nothing.
  if (c.res.status >= 400) return;
  const cookie = bookmarkSetCookie(c.req.raw, session);
  if (cookie) c.res.headers.append("Set-Cookie", cookie);
};
