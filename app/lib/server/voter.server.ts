import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { signVoterId, verifiedVoterId } from "./voter-signature.server";

/** The anonymous voter id lives in this HttpOnly cookie; the server sets it on a reader's first vote. */
export const voterCookieName = "fd_voter";
const oneYearSeconds = 60 * 60 * 24 * 365;
const maxCookieValueLength = 128;

/**
 * The voter id the request carries, or null when it has none. Only an id this server signed counts:
 * a made-up or unsigned one is no id at all (decision 087).
 */
export async function readVoterId(request: Request, secret: string): Promise<string | null> {
  const value = parse(request.headers.get("cookie") ?? "", voterCookieName)[voterCookieName];
  if (!value || value.length > maxCookieValueLength) return null;
  return verifiedVoterId(value, secret);
}

/** A new signed voter id and the Set-Cookie that hands it to the reader. */
export async function issueVoterId(
  request: Request,
  secret: string,
): Promise<{ voterId: string; setCookie: string }> {
  const voterId = crypto.randomUUID();
  const setCookie = generateCookie(voterCookieName, await signVoterId(voterId, secret), {
    path: "/",
    maxAge: oneYearSeconds,
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(request.url).protocol === "https:",
  });
  return { voterId, setCookie };
}

/** The reader's voter id, and the Set-Cookie value to send when it is new. */
export async function ensureVoter(
  request: Request,
  secret: string,
): Promise<{ voterId: string; setCookie: string | null }> {
  const existing = await readVoterId(request, secret);
  return existing ? { voterId: existing, setCookie: null } : issueVoterId(request, secret);
}
