import type { Rule } from "eslint";
import { eachImport, fileOf, targetOf } from "./paths.ts";

const client = "app/lib/browser/api-client";
const calls = new Set(["apiFetch", "sendBeacon"]);
// The typed client (decision 191): everything it exports makes calls.
const typedClient = "app/lib/browser/api";

// Every call the browser makes to /api has one named wrapper in app/lib/browser/ (vote-api, search-client,
// newsletter-api, submission-api, read-watch): a component asks for what it needs, not for a URL. Other
// code may still import ApiError to tell a refusal from a failure.
const rule: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "Only app/lib/browser/ calls the API client." },
    schema: [],
    messages: {
      home: "Call /api from a wrapper in app/lib/browser/ (as vote-api.ts does), not with {{name}} here.",
    },
  },
  create(context) {
    if (fileOf(context).startsWith("app/lib/browser/")) return {};
    const module = (source: unknown) =>
      typeof source === "string" ? targetOf(context, source)?.replace(/\.ts$/, "") : undefined;
    const isClient = (source: unknown) => module(source) === client;
    const typed = (node: Rule.Node) =>
      context.report({ node, messageId: "home", data: { name: "the typed client" } });
    return {
      ...eachImport((source, node) => {
        if (module(source) === typedClient) return typed(node as Rule.Node);
        // An import names what it takes (checked below); `import()` or a re-export hands the calls on.
        if (!isClient(source) || (node as Rule.Node).parent?.type === "ImportDeclaration") return;
        context.report({ node, messageId: "home", data: { name: "the whole client" } });
      }),
      ImportDeclaration(node) {
        if (module(node.source.value) === typedClient) return typed(node.source as Rule.Node);
        if (!isClient(node.source.value)) return;
        for (const specifier of node.specifiers) {
          const name =
            specifier.type === "ImportNamespaceSpecifier"
              ? "the whole client"
              : specifier.type === "ImportDefaultSpecifier"
                ? "the default export"
                : specifier.imported.type === "Identifier"
                  ? specifier.imported.name
                  : String(specifier.imported.value);
          if (specifier.type !== "ImportSpecifier" || calls.has(name)) {
            context.report({ node: specifier, messageId: "home", data: { name } });
          }
        }
      },
    };
  },
};

export default rule;
