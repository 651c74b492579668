import type { MiddlewareHandler } from "hono";
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { createDb, type Db } from "~/db/client.server";
import { signText, verifyText } from "~/lib/server/signature.server";
import { voterSecret } from "~/lib/server/voter-signature.server";

/**
 * Carries a reader's D1 bookmark after they write, so their next reads see that write. The value is
 * `{bookmark}.{expires, ms}.{story}.{signature}`: only a bookmark this server issued, and only until
 * it expires, counts (decision 117). It sends the reader past the edge cache only for what the write
 * changed: after a vote, that story's page (`story`, its slug) and the Odds; after any other write,
 * nothing, since no cached page shows it (decision 152). Anything else is no bookmark.
 */
export const bookmarkCookie = "d1-bookmark";
/** Long enough for any read replica to catch up; short so the reader soon shares cached pages again. */
export const bookmarkMaxAgeSeconds = 120;

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);
// Bookmarks are opaque strings from D1; anything else in the cookie is ignored rather than trusted.
const bookmarkPattern = /^[A-Za-z0-9-]{1,200}$/;
const storyPattern = /^[a-z0-9-]{0,200}$/;

/** What a bookmark the server signed says: the D1 bookmark, and the story a vote changed ("" for none). */
export type SignedBookmark = { bookmark: string; story: string };

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

const signed = (bookmark: string, expiresAt: number, story: string) =>
  `bookmark:${bookmark}.${expiresAt}.${story}`;

/** The cookie value for `bookmark`, valid until `expiresAt` (ms since the epoch), after a write to `story`. */
export async function signedBookmark(bookmark: string, secret: string, expiresAt: number, story = "") {
  return `${bookmark}.${expiresAt}.${story}.${await signText(signed(bookmark, expiresAt, story), secret)}`;
}

/**
 * The request's bookmark when this server signed it and it is still fresh; a cookie that is
 * malformed, unsigned, expired or signed under another key is ignored, never an error.
 */
export async function bookmarkFrom(
  request: Request,
  secret: string | undefined,
  now = Date.now(),
): Promise<SignedBookmark | undefined> {
  if (!secret) return undefined;
  const value = parse(request.headers.get("cookie") ?? "", bookmarkCookie)[bookmarkCookie];
  const [bookmark, expires, story, signature, ...rest] = (value ?? "").split(".");
  if (rest.length || !bookmark || !expires || story === undefined || !signature) return undefined;
  if (!bookmarkPattern.test(bookmark) || !storyPattern.test(story)) return undefined;
  const expiresAt = Number(expires);
  // Never later than a cookie issued now would expire: a signed value cannot outlive its purpose.
  if (!/^\d{1,15}$/.test(expires) || expiresAt <= now || expiresAt > now + bookmarkMaxAgeSeconds * 1000) {
    return undefined;
  }
  return (await verifyText(signed(bookmark, expiresAt, story), signature, secret))
    ? { bookmark, story }
    : undefined;
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
  const signed = await bookmarkFrom(request, bookmarkSecret(env));
  let session: D1DatabaseSession;
  try {
    session = env.DB.withSession(signed?.bookmark ?? "first-unconstrained");
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

/**
 * After a write (any non-read method), the cookie that hands the reader the session's bookmark;
 * `story` is the slug of the story a vote changed, if any.
 */
export async function bookmarkSetCookie(
  request: Request,
  session: D1DatabaseSession,
  secret: string | undefined,
  story = "",
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
  const value = await signedBookmark(bookmark, secret, expiresAt, storyPattern.test(story) ? story : "");
  return generateCookie(bookmarkCookie, value, {
    path: "/",
    maxAge: bookmarkMaxAgeSeconds,
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(request.url).protocol === "https:",
  });
}

export type SessionEnv = { Bindings: Env; Variables: { db: Db; votedStory?: string } };

// The vote form's POST to its own story page: that story is what the write changed.
const storyPage = /^\/articles\/([a-z0-9-]{1,200})(?:\.data)?$/;

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
  // A vote through the API names its story itself (worker/api/votes.ts).
  const story = c.var.votedStory ?? storyPage.exec(new URL(c.req.url).pathname)?.[1] ?? "";
  const cookie = await bookmarkSetCookie(c.req.raw, session, bookmarkSecret(c.env), story);
  if (cookie) c.res.headers.append("Set-Cookie", cookie);
};
