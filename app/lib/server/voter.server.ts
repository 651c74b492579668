import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";

/** The anonymous voter id lives in this HttpOnly cookie; the server sets it on a reader's first vote. */
export const voterCookieName = "fd_voter";
const oneYearSeconds = 60 * 60 * 24 * 365;
const voterIdPattern = /^[0-9a-f-]{36}$/;

/** The voter id the request carries, or null when it has none (or one that is not ours). */
export function readVoterId(request: Request): string | null {
  const value = parse(request.headers.get("cookie") ?? "", voterCookieName)[voterCookieName];
  return value && voterIdPattern.test(value) ? value : null;
}

/** A new voter id and the Set-Cookie that hands it to the reader. */
export function issueVoterId(request: Request): { voterId: string; setCookie: string } {
  const voterId = crypto.randomUUID();
  const setCookie = generateCookie(voterCookieName, voterId, {
    path: "/",
    maxAge: oneYearSeconds,
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(request.url).protocol === "https:",
  });
  return { voterId, setCookie };
}

/** The reader's voter id, and the Set-Cookie value to send when it is new. */
export function ensureVoter(request: Request): { voterId: string; setCookie: string | null } {
  const existing = readVoterId(request);
  return existing ? { voterId: existing, setCookie: null } : issueVoterId(request);
}
