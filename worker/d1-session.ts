import type { MiddlewareHandler } from "hono";
import { createDb, type Db } from "~/db/client.server";

/** Carries a reader's D1 bookmark after they write, so their next reads see that write. */
export const bookmarkCookie = "d1-bookmark";
/** Long enough for any read replica to catch up; short so the reader soon shares cached pages again. */
export const bookmarkMaxAgeSeconds = 120;

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);
// Bookmarks are opaque strings from D1; anything else in the cookie is ignored rather than trusted.
const bookmarkPattern = /^[A-Za-z0-9-]{1,200}$/;

export function bookmarkFrom(request: Request) {
  const header = request.headers.get("cookie") ?? "";
  const match = header.match(/(?:^|;\s*)d1-bookmark=([^;]*)/);
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return value && bookmarkPattern.test(value) ? value : undefined;
}

/**
 * Opens a D1 session for one request: reads may go to the nearest replica ("first-unconstrained"),
 * unless the reader carries a bookmark from an earlier write, which makes D1 answer from a copy at
 * least that fresh.
 */
export function openD1Session(env: Env, request: Request): { db: Db; session: D1DatabaseSession } {
  const session = env.DB.withSession(bookmarkFrom(request) ?? "first-unconstrained");
  return { db: createDb(session), session };
}

/** After a write (any non-read method), the cookie that hands the reader the session's bookmark. */
export function bookmarkSetCookie(request: Request, session: D1DatabaseSession) {
  if (readMethods.has(request.method)) return undefined;
  const bookmark = session.getBookmark();
  if (!bookmark || !bookmarkPattern.test(bookmark)) return undefined;
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${bookmarkCookie}=${encodeURIComponent(bookmark)}; Path=/; Max-Age=${bookmarkMaxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Hono middleware: `c.var.db` reads and writes through the request's D1 session. */
export type SessionEnv = { Bindings: Env; Variables: { db: Db } };

export const d1Session: MiddlewareHandler<SessionEnv> = async (c, next) => {
  const { db, session } = openD1Session(c.env, c.req.raw);
  c.set("db", db);
  await next();
  const cookie = bookmarkSetCookie(c.req.raw, session);
  if (cookie) c.res.headers.append("Set-Cookie", cookie);
};
