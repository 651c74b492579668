/**
 * Voter ids are signed with HMAC-SHA-256 under the VOTER_SECRET binding, so the server counts only
 * ids it issued itself: a made-up `fd_voter` fails verification and is treated as no id at all
 * (docs/decisions/087-signed-voter-ids.md). The cookie holds `{uuid}.{base64url signature}`.
 */
import { signaturePattern, signText, verifyText } from "./signature.server";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

/** The cookie value for a voter id the server has just made. */
export async function signVoterId(voterId: string, secret: string): Promise<string> {
  return `${voterId}.${await signText(voterId, secret)}`;
}

/** The voter id inside a cookie value, when the server signed it; null for anything else. */
export async function verifiedVoterId(value: string | null, secret: string): Promise<string | null> {
  const [voterId, signature, ...rest] = (value ?? "").split(".");
  if (rest.length || !voterId || !signature) return null;
  if (!uuidPattern.test(voterId) || !signaturePattern.test(signature)) return null;
  return (await verifyText(voterId, signature, secret)) ? voterId : null;
}
