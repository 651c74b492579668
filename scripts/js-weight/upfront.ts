// Which scripts a page loads before it is interactive, and what they weigh gzip-compressed: the figure
// the JavaScript budget is written in (132 KB per page type: decision 103, raised by 173).
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

/** Up-front JavaScript allowed per page type, gzip level 6 (the first-paint issue's budget). */
export const upfrontBudgetKb = 132;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}=["']([^"']+)["']`, "i").exec(tag)?.[1];

/**
 * The script URLs a page's HTML names: every `<script src>`, every `<link rel="modulepreload">` and
 * every static `import` of its inline module scripts (React Router imports the route modules there).
 */
export function scriptsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, "href");
    if (attribute(tag, "rel")?.toLowerCase() === "modulepreload" && href) found.add(href);
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(open!, "src");
    if (src) found.add(src);
    else if (attribute(open!, "type") === "module") staticImports(body!).forEach((url) => found.add(url));
  }
  return [...found];
}

/**
 * The specifiers a module imports statically (`import … from "x"`, `import "x"`, `export … from "x"`).
 * `import("x")` loads on demand and is left out, which is the point of the budget.
 */
export function staticImports(code: string): string[] {
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{][^"'`;()]*?\bfrom\s*)?(["'`])([^"'`]+)\1/g;
  return [...code.matchAll(pattern)].map((match) => match[2]!);
}

export type PageWeight = { files: { path: string; gzip: number }[]; gzip: number };

/** Reads one built file by its path on the site (`/assets/…`). */
export type ReadScript = (path: string) => Promise<Buffer>;

/** The files from a build on disk (`build/client`): what the end-to-end budget test checks. */
export const fromBuild =
  (clientDir: string): ReadScript =>
  async (path) => {
    if (!existsSync(join(clientDir, path))) {
      throw new Error(`${path} is not in ${clientDir}: the page comes from another build than this one.`);
    }
    return readFileSync(join(clientDir, path));
  };

/** The files as a running site serves them: the benchmark measures a build it may not have on disk. */
export const fromSite =
  (origin: string): ReadScript =>
  async (path) => {
    const response = await fetch(new URL(path, origin));
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };

/**
 * Follows the page's scripts and everything they import statically, gzip-compresses each file at
 * level 6 and adds them up. The budget test, `npm run bench:js` and `npm run bench` all measure this.
 */
export async function upfrontWeight(html: string, read: ReadScript): Promise<PageWeight> {
  const queue = scriptsInHtml(html)
    .filter((url) => url.startsWith("/"))
    .map((url) => new URL(url, "http://site").pathname);
  const seen = new Set<string>();
  const files: PageWeight["files"] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = await read(path);
    files.push({ path, gzip: gzipSync(code, { level: 6 }).length });
    for (const specifier of staticImports(code.toString("utf8"))) {
      if (specifier.startsWith(".")) queue.push(posix.join(posix.dirname(path), specifier));
      else if (specifier.startsWith("/")) queue.push(specifier);
    }
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}
