/** The anonymous voter id lives in this HttpOnly cookie; the server sets it on a reader's first vote. */
export const voterCookieName = "fd_voter";
const oneYearSeconds = 60 * 60 * 24 * 365;
const voterIdPattern = /^[0-9a-f-]{36}$/;

export function readVoterId(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === voterCookieName) {
      const value = rest.join("=");
      return voterIdPattern.test(value) ? value : null;
    }
  }
  return null;
}

/** The reader's voter id, and the Set-Cookie value to send when it is new. */
export function ensureVoter(request: Request): { voterId: string; setCookie: string | null } {
  const existing = readVoterId(request.headers.get("cookie"));
  if (existing) return { voterId: existing, setCookie: null };
  const voterId = crypto.randomUUID();
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return {
    voterId,
    setCookie: `${voterCookieName}=${voterId}; Path=/; Max-Age=${oneYearSeconds}; HttpOnly; SameSite=Lax${secure}`,
  };
}
