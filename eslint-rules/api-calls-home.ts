import type { Rule } from "eslint";
import { eachImport, fileOf, targetOf } from "./paths.ts";

const client = "app/lib/browser/api-client";
const calls = new Set(["getJson", "postJson", "sendBeacon"]);

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
    const isClient = (source: unknown) =>
      typeof source === "string" && targetOf(context, source)?.replace(/\.ts$/, "") === client;
    return {
      ...eachImport((source, node) => {
        // An import names what it takes (checked below); `import()` or a re-export hands the calls on.
        if (!isClient(source) || (node as Rule.Node).parent?.type === "ImportDeclaration") return;
        context.report({ node, messageId: "home", data: { name: "the whole client" } });
      }),
      ImportDeclaration(node) {
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
