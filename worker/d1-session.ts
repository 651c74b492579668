import type { MiddlewareHandler } from "hono";
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { createDb, type Db } from "~/db/client.server";
import { signText, verifyText } from "~/lib/server/signature.server";
import { voterSecret } from "~/lib/server/voter-signature.server";

/**
 * Carries a reader's D1 bookmark after they write, so their next reads see that write. The value is
 * `{bookmark}.{expires, ms}.{signature}`: only a bookmark this server issued, and only until it
 * expires, sends a reader past the edge cache (decision 117). Anything else is no bookmark.
 */
export const bookmarkCookie = "d1-bookmark";
/** Long enough for any read replica to catch up; short so the reader soon shares cached pages again. */
export const bookmarkMaxAgeSeconds = 120;

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);
// Bookmarks are opaque strings from D1; anything else in the cookie is ignored rather than trusted.
const bookmarkPattern = /^[A-Za-z0-9-]{1,200}$/;

/**
 * The secret bookmarks are signed with: the site's signing secret. Without one (a deployment that
 * has not set VOTER_SECRET) no bookmark is issued or honoured, so pages still render and cache.
 */
export function bookmarkSecret(env: Pick<Env, "SITE_URL"> & { VOTER_SECRET?: string }): string | undefined {
  try {
    return voterSecret(env);
  } catch {
    return undefined;
  }
}

const signed = (bookmark: string, expiresAt: number) => `bookmark:${bookmark}.${expiresAt}`;

/** The cookie value for `bookmark`, valid until `expiresAt` (ms since the epoch). */
export async function signedBookmark(bookmark: string, secret: string, expiresAt: number) {
  return `${bookmark}.${expiresAt}.${await signText(signed(bookmark, expiresAt), secret)}`;
}

/**
 * The request's bookmark when this server signed it and it is still fresh; a cookie that is
 * malformed, unsigned, expired or signed under another key is ignored, never an error.
 */
export async function bookmarkFrom(request: Request, secret: string | undefined, now = Date.now()) {
  if (!secret) return undefined;
  const value = parse(request.headers.get("cookie") ?? "", bookmarkCookie)[bookmarkCookie];
  const [bookmark, expires, signature, ...rest] = (value ?? "").split(".");
  if (rest.length || !bookmark || !expires || !signature || !bookmarkPattern.test(bookmark)) return undefined;
  const expiresAt = Number(expires);
  // Never later than a cookie issued now would expire: a signed value cannot outlive its purpose.
  if (!/^\d{1,15}$/.test(expires) || expiresAt <= now || expiresAt > now + bookmarkMaxAgeSeconds * 1000) {
    return undefined;
  }
  return (await verifyText(signed(bookmark, expiresAt), signature, secret)) ? bookmark : undefined;
}

/**
 * Opens a D1 session for one request: reads may go to the nearest replica ("first-unconstrained"),
 * unless the reader carries a bookmark from an earlier write, which makes D1 answer from a copy at
 * least that fresh.
 */
export async function openD1Session(
  env: Env,
  request: Request,
): Promise<{ db: Db; session: D1DatabaseSession }> {
  const bookmark = await bookmarkFrom(request, bookmarkSecret(env));
  let session: D1DatabaseSession;
  try {
    session = env.DB.withSession(bookmark ?? "first-unconstrained");
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
export async function bookmarkSetCookie(
  request: Request,
  session: D1DatabaseSession,
  secret: string | undefined,
) {
  if (readMethods.has(request.method) || !secret) return undefined;
  let bookmark: string | null;
  try {
    bookmark = session.getBookmark();
  } catch {
    return undefined;
  }
  if (!bookmark || !bookmarkPattern.test(bookmark)) return undefined;
  const expiresAt = Date.now() + bookmarkMaxAgeSeconds * 1000;
  return generateCookie(bookmarkCookie, await signedBookmark(bookmark, secret, expiresAt), {
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
  const { db, session } = await openD1Session(c.env, c.req.raw);
  c.set("db", db);
  await next();
  // Only a write that succeeded: a refused one changed nothing, and the cookie would keep the
  // reader off the edge cache for nothing.
  if (c.res.status >= 400) return;
  const cookie = await bookmarkSetCookie(c.req.raw, session, bookmarkSecret(c.env));
  if (cookie) c.res.headers.append("Set-Cookie", cookie);
};
