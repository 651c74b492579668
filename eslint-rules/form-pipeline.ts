import type { Rule } from "eslint";
import type { Node } from "estree";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import tseslint from "typescript-eslint";
import { fileOf } from "./paths.ts";

// Every page action goes through formAction (app/lib/server/form-action.server.ts, decision 126): one
// order of rate limit and body guard, one Conform parse, one answer shape.
const pipelineParts = new Set([
  "readFormBody",
  "parseWithZod",
  "actionRateLimit",
  "checkRateLimit",
  "mailFormAction",
]);

type Fn = Node & { body?: Node };

/** `return formAction({ request, context }, …)` among the function's own statements. */
function answersThroughFormAction(fn: Fn) {
  if (fn.body?.type !== "BlockStatement") return false;
  return fn.body.body.some((statement) => {
    const call = statement.type === "ReturnStatement" ? statement.argument : null;
    if (call?.type !== "CallExpression" || call.callee.type !== "Identifier") return false;
    const [first] = call.arguments;
    const keys =
      first?.type === "ObjectExpression"
        ? first.properties.flatMap((property) =>
            property.type === "Property" && property.key.type === "Identifier" ? [property.key.name] : [],
          )
        : [];
    return call.callee.name === "formAction" && keys.includes("request") && keys.includes("context");
  });
}

export const formActionRule: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: {
      description: "A route's action answers through formAction and reads, parses and counts nothing itself.",
    },
    schema: [],
    messages: {
      answer: "The action answers through formAction: `return formAction({ request, context }, { … })`.",
      part: "{{name}} is formAction's business: a route that uses it has left the form pipeline.",
    },
  },
  create(context) {
    if (!fileOf(context).startsWith("app/routes/")) return {};
    return {
      ExportNamedDeclaration(node) {
        const declaration = node.declaration;
        const functions: { name: string; fn: Fn }[] =
          declaration?.type === "FunctionDeclaration" && declaration.id
            ? [{ name: declaration.id.name, fn: declaration }]
            : declaration?.type === "VariableDeclaration"
              ? declaration.declarations.flatMap((d) =>
                  d.id.type === "Identifier" && d.init ? [{ name: d.id.name, fn: d.init as Fn }] : [],
                )
              : [];
        for (const { name, fn } of functions) {
          if (name === "action" && !answersThroughFormAction(fn))
            context.report({ node: fn, messageId: "answer" });
        }
      },
      Identifier(node) {
        // An import names the part twice (`imported` and `local`): report it once.
        const parent = node.parent;
        if (parent.type === "ImportSpecifier" && parent.imported === node && parent.local !== node) return;
        if (pipelineParts.has(node.name))
          context.report({ node, messageId: "part", data: { name: node.name } });
      },
    };
  },
};

// The parser `npm run lint` uses; its declared type leaves out the options it takes.
const parse = tseslint.parser.parseForESLint as (code: string, options: object) => { ast: unknown };

type AnyNode = { type: string; [key: string]: unknown };

/** Whether `useForm(…)` is called anywhere in the tree. */
function callsUseForm(node: unknown): boolean {
  if (!node || typeof node !== "object") return false;
  if (Array.isArray(node)) return node.some(callsUseForm);
  const current = node as AnyNode;
  if (current.type === "CallExpression" && (current.callee as AnyNode).type === "Identifier") {
    if ((current.callee as { name: string }).name === "useForm") return true;
  }
  return Object.entries(current).some(([key, value]) => key !== "parent" && callsUseForm(value));
}

/** Whether the sibling module `./name` (.tsx or .ts) calls useForm. */
function siblingCallsUseForm(file: string, source: string) {
  for (const ext of [".tsx", ".ts"]) {
    let code: string;
    try {
      code = readFileSync(resolve(dirname(file), source + ext), "utf8");
    } catch {
      continue;
    }
    return callsUseForm(parse(code, { ecmaFeatures: { jsx: true }, range: false, loc: false }).ast);
  }
  return false;
}

type JsxAttribute = {
  type: string;
  name?: { name?: string };
  value?: { type: string; value?: unknown } | null;
};
const attributeValue = (attributes: JsxAttribute[], name: string) => {
  const attribute = attributes.find((a) => a.type === "JSXAttribute" && a.name?.name === name);
  return attribute?.value?.type === "Literal" ? String(attribute.value.value) : attribute ? "" : undefined;
};
// `Input` is the text field primitive (components/ui/input.tsx).
const fieldTags = new Set(["input", "Input", "textarea", "select", "SelectField"]);

// In the browser a form a reader types into is checked by Conform's useForm with the action's schema, in
// its own file or in the check it loads on demand (a sibling module it imports), so the page's up-front
// JavaScript carries neither Conform nor zod. Forms of buttons only carry nothing to check (decision 126).
export const formCheckedRule: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "A posting form with fields is checked with Conform's useForm." },
    schema: [],
    messages: {
      unchecked:
        "This form posts fields without Conform's useForm: call it here or in the check this file imports (./…).",
    },
  },
  create(context) {
    if (!fileOf(context).startsWith("app/components/")) return {};
    let postingForm: Node | null = null;
    let hasField = false;
    let checked = false;
    const siblings: string[] = [];
    const sibling = (source: unknown) => {
      if (typeof source === "string" && source.startsWith("./")) siblings.push(source);
    };
    return {
      JSXOpeningElement(node: Node) {
        const element = node as unknown as { name: { name?: string }; attributes: JsxAttribute[] };
        const tag = element.name.name ?? "";
        if (tag === "form" && attributeValue(element.attributes, "method")?.toLowerCase() === "post") {
          postingForm ??= node;
        }
        if (
          fieldTags.has(tag) &&
          !(tag === "input" && attributeValue(element.attributes, "type") === "hidden")
        ) {
          hasField = true;
        }
      },
      CallExpression(node) {
        if (node.callee.type === "Identifier" && node.callee.name === "useForm") checked = true;
      },
      ImportDeclaration: (node) => sibling(node.source.value),
      ImportExpression: (node) => sibling(node.source.type === "Literal" ? node.source.value : null),
      "Program:exit"() {
        if (!postingForm || !hasField || checked) return;
        if (siblings.some((source) => siblingCallsUseForm(context.filename, source))) return;
        context.report({ node: postingForm, messageId: "unchecked" });
      },
    };
  },
};
