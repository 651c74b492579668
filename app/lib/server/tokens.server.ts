import { toBase64Url } from "~/lib/utils/base64";

/** 32 random bytes (256 bits) as base64url: 43 characters nobody can guess or enumerate. */
export function createToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return toBase64Url(bytes);
}

/** What the database keeps of a confirmation token: its SHA-256, so a leaked table confirms no one. */
export async function hashToken(token: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toBase64Url(digest);
}
