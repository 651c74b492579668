import type { Rule } from "eslint";
import type { Node } from "estree";
import { fileOf } from "./paths.ts";

type Report = (node: Node) => void;

/**
 * A rule for a piece of logic that is written once: outside `home` (a path from the project root), what
 * `find` reports is a second copy. A fix to the one copy then lands everywhere at once.
 */
export function homeRule(
  description: string,
  home: string,
  message: string,
  find: (report: Report) => Rule.RuleListener,
  /** Where the rule applies (a path prefix), when not everywhere. */
  within = "",
): Rule.RuleModule {
  return {
    meta: {
      type: "problem",
      docs: { description },
      schema: [],
      messages: { home: `${message}: it lives in ${home}.` },
    },
    create(context) {
      const file = fileOf(context);
      if (file === home || !file.startsWith(within)) return {};
      return find((node) => context.report({ node, messageId: "home" }));
    },
  };
}

/**
 * Calls `check` with the text of every string literal and template literal (a `${…}` placeholder reads as
 * `${}`), and the node it came from.
 */
export function eachString(check: (text: string, node: Node) => void): Rule.RuleListener {
  return {
    Literal(node) {
      if (typeof node.value === "string") check(node.value, node);
    },
    TemplateLiteral(node) {
      check(node.quasis.map((quasi) => quasi.value.raw).join("${}"), node);
    },
  };
}

/** The name a member or identifier ends with: `portraitSrc` for `story.author?.portraitSrc`. */
export function lastName(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === "Identifier") return node.name;
  if (node.type === "MemberExpression" && node.property.type === "Identifier") return node.property.name;
  if (node.type === "ChainExpression") return lastName(node.expression);
  return undefined;
}

/** A number literal, negative ones included (`-1` is a unary minus on 1). */
export function numberOf(node: Node | undefined): number | undefined {
  if (node?.type === "Literal" && typeof node.value === "number") return node.value;
  if (node?.type === "UnaryExpression" && node.operator === "-") {
    const value = numberOf(node.argument);
    return value === undefined ? undefined : -value;
  }
  return undefined;
}
