import { minimumReadMs, viewLifetimeMs } from "~/lib/config/read-caps";
import { signText, verifyText } from "~/lib/server/signature.server";
import { toBase64Url } from "~/lib/utils/base64";
import { networkKey, wideNetworkKey } from "~/lib/utils/client-network";

/**
 * View ids (decision 151): `{random}.{issued, ms}.{signature}`, signed with the site's secret for
 * one story, so a client cannot mint them, move one to another story or keep one past its hour.
 * The random part is what the read consumer remembers, so each id counts once.
 */
export const viewTokenPattern = /^([A-Za-z0-9_-]{22})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

const signed = (articleId: number, id: string, issuedAt: number) =>
  `read-view:${articleId}.${id}.${issuedAt}`;

/** A fresh view id for one page view of story `articleId`. */
export async function issueViewToken(articleId: number, secret: string, now = Date.now()) {
  const id = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  return `${id}.${now}.${await signText(signed(articleId, id, now), secret)}`;
}

export type ViewVerdict =
  | { counted: true; id: string; issuedAt: number }
  | { counted: false; reason: "forged" | "expired" | "too soon" };

/**
 * Whether `token` is one this site issued for story `articleId`, still fresh, and old enough that
 * its page can have been read (`minimumReadMs`). A forged or moved id is "forged"; the others are a
 * real page view's beacon that arrives too late or too early to be a read.
 */
export async function verifyViewToken(
  token: string,
  articleId: number,
  secret: string,
  now = Date.now(),
): Promise<ViewVerdict> {
  const match = viewTokenPattern.exec(token);
  if (!match) return { counted: false, reason: "forged" };
  const [, id, issued, signature] = match as unknown as [string, string, string, string];
  const issuedAt = Number(issued);
  if (!(await verifyText(signed(articleId, id, issuedAt), signature, secret))) {
    return { counted: false, reason: "forged" };
  }
  if (issuedAt > now || now - issuedAt > viewLifetimeMs) return { counted: false, reason: "expired" };
  if (now - issuedAt < minimumReadMs) return { counted: false, reason: "too soon" };
  return { counted: true, id, issuedAt };
}

/**
 * The reader's network and wide network (an IPv4 address and its /24, an IPv6 /64 and its /48) as
 * keyed hashes for one story on one UTC day: the read caps count them, and a hash joins nothing
 * across stories or days, nor back to an address without the secret.
 */
export async function readNetworks(address: string, articleId: number, day: string, secret: string) {
  const [network, wideNetwork] = await Promise.all([
    signText(`read:${day}:${articleId}:network:${networkKey(address)}`, secret),
    signText(`read:${day}:${articleId}:wide:${wideNetworkKey(address)}`, secret),
  ]);
  return { network, wideNetwork };
}
