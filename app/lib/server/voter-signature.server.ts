/**
 * Voter ids are signed with HMAC-SHA-256 under the VOTER_SECRET binding, so the server counts only
 * ids it issued itself: a made-up `fd_voter` fails verification and is treated as no id at all
 * (docs/decisions/087-signed-voter-ids.md). The cookie holds `{uuid}.{base64url signature}`.
 */
const encoder = new TextEncoder();
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

// Development and the test suites only (SITE_URL on localhost); a deployment sets VOTER_SECRET with
// `npx wrangler secret put VOTER_SECRET`. Not a [vars] entry, which would overwrite that secret on deploy.
const developmentSecret = "future-dispatch-local-development-voter-secret";

/** The signing secret: the binding, or the development one on a localhost SITE_URL; else a clear error. */
export function voterSecret(env: { VOTER_SECRET?: string; SITE_URL: string }): string {
  if (env.VOTER_SECRET) return env.VOTER_SECRET;
  const host = URL.parse(env.SITE_URL)?.hostname;
  if (host === "localhost" || host === "127.0.0.1") return developmentSecret;
  throw new Error("VOTER_SECRET is not set: run `npx wrangler secret put VOTER_SECRET` and deploy again.");
}

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

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0));

/** The cookie value for a voter id the server has just made. */
export async function signVoterId(voterId: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(voterId));
  return `${voterId}.${base64url(signature)}`;
}

/** The voter id inside a cookie value, when the server signed it; null for anything else. */
export async function verifiedVoterId(value: string | null, secret: string): Promise<string | null> {
  const [voterId, signature, ...rest] = (value ?? "").split(".");
  if (rest.length || !voterId || !signature) return null;
  if (!uuidPattern.test(voterId) || !signaturePattern.test(signature)) return null;
  // verify() compares in constant time, so the signature cannot be guessed byte by byte.
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    fromBase64url(signature),
    encoder.encode(voterId),
  );
  return valid ? voterId : null;
}
