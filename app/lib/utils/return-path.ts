/**
 * The path part of `referer` when it is a page of `here`'s own site, else null. The path must still
 * be a path of ours once a browser reads it as a link: `//evil.example/p` (which a referer of
 * `https://site//evil.example/p` has as its path) and `/\evil` are other hosts to a browser.
 */
export function sameOriginPath(referer: string | null, here: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const origin = new URL(here).origin;
    if (from.origin !== origin) return null;
    const path = from.pathname + from.search;
    if (!/^\/(?![/\\])/.test(path)) return null;
    // Read back as a browser would read the link: it must stay on this origin, at this path.
    const resolved = new URL(path, origin);
    return resolved.origin === origin && resolved.pathname + resolved.search === path ? path : null;
  } catch {
    return null;
  }
}
