import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Every page action goes through formAction (app/lib/server/form-action.server.ts, decision 126): one
// order of rate limit and body guard, one Conform parse, one answer shape. A route that reads its body,
// parses or counts its rate limit itself has left the pipeline.
const routesDir = resolve(import.meta.dirname, "../../app/routes");
const routes = readdirSync(routesDir)
  .filter((name) => name.endsWith(".tsx"))
  .map((name) => ({ name, text: readFileSync(resolve(routesDir, name), "utf8") }));
const withAction = routes.filter(({ text }) => /export (async )?function action\b/.test(text));

/** The action's own source: from its `export` to the next top-level declaration. */
const actionSource = (text: string) => {
  const start = text.search(/export (async )?function action\b/);
  const rest = text.slice(start);
  const end = rest.slice(1).search(/\n(export |function |const |type |\/\*\*|\/\/)/);
  return end === -1 ? rest : rest.slice(0, end + 1);
};

const pipelineParts = ["readFormBody", "parseWithZod", "actionRateLimit", "checkRateLimit", "mailFormAction"];

describe("The one form pipeline", () => {
  it("knows every route with an action", () => {
    expect(withAction.map(({ name }) => name).sort()).toEqual([
      "article.tsx",
      "contact.tsx",
      "feedback.tsx",
      "newsletter-confirm.tsx",
      "newsletter.tsx",
      "submit.tsx",
      "unsubscribe.tsx",
    ]);
  });

  it.each(withAction)("$name: the action answers through formAction", ({ text }) => {
    expect(actionSource(text)).toMatch(/return formAction\(\s*\{ request, context \}/);
  });

  it.each(withAction)("$name: reads, parses and counts nothing itself", ({ text }) => {
    expect(pipelineParts.filter((part) => text.includes(part))).toEqual([]);
  });
});
