// What the guides and the decision records name in the repository, and whether it is still there.
import { existsSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");

/** Paths are named from the repository's root; these are its tracked top-level directories. */
const topLevel = [
  "app",
  "worker",
  "tests",
  "scripts",
  "docs",
  "content",
  "public",
  "migrations",
  ".github",
  ".ci",
];
const pathLike = new RegExp(`^(${topLevel.map((name) => name.replace(".", "\\.")).join("|")})/[^\\s]*$`);

/** The part of a path before any placeholder (`{slug}`, `*`, `…`, `<name>`) or query: what must exist. */
export const concretePart = (path: string) => path.replace(/[{*…<?#].*$/, "");

/** Every `` `app/…` ``-style path in backticks, and every relative Markdown link, with its line. */
export function namedPaths(markdown: string, file: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  markdown.split("\n").forEach((text, index) => {
    for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
      if (pathLike.test(code!)) found.push({ path: code!, line: index + 1 });
    }
    // A link written inside a code span is an example, not a link.
    for (const [, target] of text.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^([a-z]+:|#)/i.test(target!)) continue;
      const path = relative(root, resolve(dirname(resolve(root, file)), target!.replace(/#.*$/, "")));
      found.push({ path, line: index + 1 });
    }
  });
  return found;
}

/** Whether `path` (from the repository's root) names something that exists. */
export const exists = (path: string) => existsSync(resolve(root, concretePart(path)));
