/**
 * The Content-Security-Policy for one response. Scripts run only from our origin or with this
 * response's nonce; styles may be inline because React sets `style` attributes (the vote bars) and
 * the font faces are an inline <style>, which the issue allows (it forbids inline scripts only).
 */
export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Powerful features no page of ours uses, switched off so injected content cannot ask for them. */
export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** The headers every answer carries besides the per-request Content-Security-Policy. */
export const fixedSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": permissionsPolicy,
  "Cross-Origin-Opener-Policy": "same-origin",
  // For browsers that predate frame-ancestors.
  "X-Frame-Options": "DENY",
};

/**
 * Pages, API answers and feeds are for our own pages (and for servers, which this header does not
 * bind), so another site cannot pull them in as a no-cors resource. Static files set their own in
 * public/_headers: images are `cross-origin`, because feed readers and link previews show them.
 */
export const workerResourcePolicy = "same-origin";

/** A copy of `response` with every security header set (the original's headers may be immutable). */
export function withSecurityHeaders(response: Response, nonce: string) {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(fixedSecurityHeaders)) secured.headers.set(name, value);
  secured.headers.set("Cross-Origin-Resource-Policy", workerResourcePolicy);
  secured.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return secured;
}
