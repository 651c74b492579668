import { signVoterId, verifiedVoterId } from "./voter-signature.server";

/** The anonymous voter id lives in this HttpOnly cookie; the server sets it on a reader's first vote. */
export const voterCookieName = "fd_voter";
const oneYearSeconds = 60 * 60 * 24 * 365;
const maxCookieValueLength = 128;

/** The raw `fd_voter` value, unverified. */
export function readVoterId(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === voterCookieName) {
      const value = rest.join("=");
      return value.length <= maxCookieValueLength ? value : null;
    }
  }
  return null;
}

/**
 * The reader's voter id, and the Set-Cookie value to send when it is new. Only an id this server
 * signed counts; a made-up or unsigned one is no id, so the reader gets a fresh signed one.
 */
export async function ensureVoter(
  request: Request,
  secret: string,
): Promise<{ voterId: string; setCookie: string | null }> {
  const existing = await verifiedVoterId(readVoterId(request.headers.get("cookie")), secret);
  if (existing) return { voterId: existing, setCookie: null };
  const voterId = crypto.randomUUID();
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const value = await signVoterId(voterId, secret);
  return {
    voterId,
    setCookie: `${voterCookieName}=${value}; Path=/; Max-Age=${oneYearSeconds}; HttpOnly; SameSite=Lax${secure}`,
  };
}
