import { readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
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

// In the browser a form a reader types into is checked by Conform's useForm with the action's schema,
// in its own file or in the check it loads on demand (a sibling module it imports), so the page's
// up-front JavaScript carries neither Conform nor zod. Forms of buttons only (the vote, the token
// screens) carry nothing to check: decision 126.
const componentsDir = resolve(import.meta.dirname, "../../app/components");
const components = readdirSync(componentsDir, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".tsx"))
  .map((name) => resolve(componentsDir, name));
const postingFormsWithFields = components
  .map((file) => ({ file, name: relative(componentsDir, file), text: readFileSync(file, "utf8") }))
  .filter(({ text }) => /method="post"/i.test(text))
  .filter(({ text }) => /<input(?![^>]*type="hidden")|<textarea|<select|<SelectField/.test(text));

/** The file's own source and that of every sibling module it imports, statically or on demand. */
function withSiblings(file: string, text: string) {
  const siblings = [...text.matchAll(/(?:from |import\()"(\.\/[^"]+)"/g)].map(([, path]) => path!);
  return [
    text,
    ...siblings.flatMap((path) =>
      [".tsx", ".ts"].flatMap((ext) => {
        try {
          return [readFileSync(resolve(dirname(file), path + ext), "utf8")];
        } catch {
          return [];
        }
      }),
    ),
  ];
}

describe("The forms' check in the browser", () => {
  it("finds the forms a reader types into", () => {
    expect(postingFormsWithFields.map(({ name }) => name).sort()).toEqual([
      "forms/mail-form.tsx",
      "newsletter/newsletter-form.tsx",
      "submit/submission-form.tsx",
    ]);
  });

  it.each(postingFormsWithFields)("$name: checks with Conform's useForm", ({ file, text }) => {
    const checked = withSiblings(file, text).some((source) => /\buseForm[<(]/.test(source));
    expect(checked, `${relative(componentsDir, file)} posts fields without useForm`).toBe(true);
  });
});
