import { toBase64 } from "~/lib/utils/base64";

/** 128 random bits in base64: a new script nonce for every response, so a stolen one is worthless. */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return toBase64(bytes);
}

/** On a stored page, the nonce it was rendered with, which a HIT swaps for its own. Never sent. */
export const renderedNonceHeader = "x-rendered-nonce";

/**
 * A page served from the edge cache still carries the nonce of the request that rendered it.
 * Swapping every `nonce="…"` attribute for this request's value keeps the cached copy runnable under
 * this response's policy, without ever reusing a nonce another reader saw. React escapes quotes in
 * text and attribute values, so ` nonce="<rendered>"` occurs only as the attribute itself, and a
 * plain replacement does what an HTMLRewriter pass did at a fraction of its cost (decision 074).
 */
export const withFreshNonces = (html: string, rendered: string, nonce: string) =>
  html.replaceAll(` nonce="${rendered}"`, ` nonce="${nonce}"`);
