import type { Rule } from "eslint";
import type { Node } from "estree";
import { fileOf } from "./paths.ts";

const hookName = /^use[A-Z0-9]/;

/** The name a top-level export gives a function: `export function useX` or `export const useX = () => …`. */
function exportedFunctionNames(declaration: Node): { name: string; node: Node }[] {
  if (declaration.type === "FunctionDeclaration" && declaration.id) {
    return [{ name: declaration.id.name, node: declaration.id }];
  }
  if (declaration.type !== "VariableDeclaration") return [];
  return declaration.declarations.flatMap((declarator) =>
    declarator.id.type === "Identifier" &&
    (declarator.init?.type === "ArrowFunctionExpression" || declarator.init?.type === "FunctionExpression")
      ? [{ name: declarator.id.name, node: declarator.id }]
      : [],
  );
}

// A hook another module can use lives in app/hooks/, so the next reader finds every one in one folder.
// A component may keep a hook of its own that it does not export.
const rule: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "Exported React hooks live in app/hooks/." },
    schema: [],
    messages: { home: "{{name}} is a hook: export it from a module in app/hooks/." },
  },
  create(context) {
    if (fileOf(context).startsWith("app/hooks/")) return {};
    return {
      ExportNamedDeclaration(node) {
        if (!node.declaration) return;
        for (const { name, node: id } of exportedFunctionNames(node.declaration)) {
          if (hookName.test(name)) context.report({ node: id, messageId: "home", data: { name } });
        }
      },
    };
  },
};

export default rule;
