/** 128 random bits in base64: a new script nonce for every response, so a stolen one is worthless. */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A page served from the edge cache still carries the nonce of the request that rendered it.
 * Rewriting every `nonce` attribute to this request's value keeps the cached copy runnable under
 * this response's policy, without ever reusing a nonce another reader saw.
 */
export function withFreshNonces(response: Response, nonce: string) {
  if (!response.body || !/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return response;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}
