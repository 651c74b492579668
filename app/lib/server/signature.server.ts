import { fromBase64Url, toBase64Url } from "~/lib/utils/base64";

/**
 * HMAC-SHA-256 signatures under the site's signing secret (`voterSecret`): voter ids (decision 087),
 * read-your-writes bookmarks (decision 117) and the keyed hashes of voters' networks (decision 116).
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    const usages: KeyUsage[] = ["sign", "verify"];
    key = crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      usages,
    );
    keys.set(secret, key);
  }
  return key;
}

/** A signature is 43 base64url characters (32 bytes). */
export const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

/** The base64url HMAC of `text`. */
export async function signText(text: string, secret: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(text)));
}

/** Whether `signature` is `text`'s; verify() compares in constant time, so it cannot be guessed byte by byte. */
export async function verifyText(text: string, signature: string, secret: string): Promise<boolean> {
  if (!signaturePattern.test(signature)) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64Url(signature), encoder.encode(text));
}
