import { createMiddleware } from "hono/factory";

/**
 * Every page answers at one path, all lower case, with no trailing slash: `/ABOUT`, `/about/` and
 * `/Articles/{slug}` answer 301 to `/about` and `/articles/{slug}`, so no spelling of a path makes a
 * copy of its page in the edge cache of its own (decision 152). The API, which answers its own 404s,
 * and files (a path with an extension other than React Router's `.data`) are left alone.
 */
export function canonicalPath(pathname: string): string {
  if (pathname === "/api" || pathname.startsWith("/api/")) return pathname;
  let path = pathname.replace(/\/+$/, "") || "/";
  if (/\.\w+$/.test(path) && !path.endsWith(".data")) return pathname;
  path = path.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  return path;
}

export const canonicalPaths = createMiddleware(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const url = new URL(c.req.url);
  const path = canonicalPath(url.pathname);
  if (path === url.pathname) return next();
  return c.redirect(`${path}${url.search}`, 301);
});
