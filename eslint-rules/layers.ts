import type { Rule } from "eslint";
import type { Node } from "estree";
import { eachImport, fileOf, targetOf } from "./paths.ts";

// One home per kind of code (docs/architecture.md, "Project layout"): each layer may import only the layers below it.
// A layer is a folder under app/; `worker/` is the Worker around the app.
type Layer = { folders: string[]; mayNotImport: string[]; why: string };

const screens = ["app/routes/", "app/components/", "app/hooks/", "app/root.tsx", "worker/"];

export const layers: Layer[] = [
  {
    folders: ["app/models/", "app/db/"],
    mayNotImport: [...screens, "app/services/", "app/emails/", "app/lib/browser/"],
    why: "models only query and write D1: email, queues, caches and flows live in app/services/",
  },
  {
    folders: ["app/services/"],
    mayNotImport: [...screens, "app/lib/browser/", "app/db/schema"],
    why: "services coordinate models, email, queues and caches for routes and the API: they know no screen and ask a model for what is in D1",
  },
  {
    folders: ["app/emails/"],
    mayNotImport: [...screens, "app/services/", "app/models/"],
    why: "an email renders what it is given: the service that sends it reads the data",
  },
  {
    folders: ["app/lib/"],
    mayNotImport: [...screens, "app/services/", "app/emails/"],
    why: "lib is the bottom layer: everything imports it, it imports no screen, service or email",
  },
  {
    folders: ["app/components/", "app/hooks/"],
    mayNotImport: ["app/routes/", "worker/", "app/services/", "app/models/", "app/emails/"],
    why: "the browser's code reaches the server through the API wrappers in app/lib/browser/",
  },
];

/**
 * The one exception (decision 191): the browser's typed API client takes the API's routes as a type
 * (`import type { AppType }`). The build erases a type-only import, so no Worker code reaches the
 * browser; a value import of the same module, or a type from anywhere else in worker/, is still refused.
 */
const typeOnly = { from: "app/lib/browser/", target: "worker/api" };

const isTypeOnly = (node: Node) => {
  const parent = (node as Rule.Node).parent as Rule.Node & { importKind?: string };
  return parent.type === "ImportDeclaration" && parent.importKind === "type";
};

const rule: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "Each layer of app/ imports only the layers below it." },
    schema: [],
    messages: { layer: "{{file}} may not import {{target}}: {{why}}." },
  },
  create(context) {
    const file = fileOf(context);
    const layer = layers.find(({ folders }) => folders.some((folder) => file.startsWith(folder)));
    if (!layer) return {};
    return eachImport((source, node) => {
      const target = targetOf(context, source);
      if (!target || !layer.mayNotImport.some((banned) => target.startsWith(banned))) return;
      const erased = file.startsWith(typeOnly.from) && isTypeOnly(node);
      if (erased && target.replace(/(\/index)?(\.ts)?$/, "") === typeOnly.target) return;
      context.report({ node, messageId: "layer", data: { file, target: source, why: layer.why } });
    });
  },
};

export default rule;
