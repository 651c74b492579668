import { dirname, relative, resolve } from "node:path";
import type { Rule } from "eslint";
import type { Node } from "estree";

/** The linted file's path from the project root, with forward slashes (`app/models/votes.server.ts`). */
export function fileOf(context: Rule.RuleContext) {
  return relative(context.cwd, context.filename).replaceAll("\\", "/");
}

/**
 * Where an import points, from the project root: `~/x` is `app/x`, a relative path is resolved from the
 * importing file. Packages (`react`, `hono/html`) give null: the layers are about the project's own code.
 */
export function targetOf(context: Rule.RuleContext, source: string) {
  if (source.startsWith("~/")) return `app/${source.slice(2)}`;
  if (!source.startsWith(".")) return null;
  return relative(context.cwd, resolve(dirname(context.filename), source)).replaceAll("\\", "/");
}

type SourceNode = Node & { source?: Node | null };

/**
 * Calls `check` with every module the file imports or re-exports, statically or with `import()`, and the
 * node to report on.
 */
export function eachImport(check: (source: string, node: Node) => void): Rule.RuleListener {
  const visit = (node: SourceNode) => {
    const source = node.source;
    if (source?.type === "Literal" && typeof source.value === "string") check(source.value, source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}
