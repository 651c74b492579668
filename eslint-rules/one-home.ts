import type { Node } from "estree";
import { eachString, homeRule, lastName, numberOf } from "./home.ts";

// One home per helper: each small piece of logic below is written once and imported everywhere else.

type Call = Node & { type: "CallExpression" };
const calls = (callee: string, call: Call) => lastName(call.callee) === callee;

export const datelineYear = homeRule(
  "The year a story is set in is read from its dateline in one place.",
  "app/lib/utils/dateline.ts",
  "Read the year with datelineYear",
  (report) => ({
    CallExpression(node) {
      const [from, to] = node.arguments.map((argument) => numberOf(argument as Node));
      if (calls("slice", node) && from === 0 && to === 4) report(node);
    },
  }),
);

export const base64 = homeRule(
  "base64 and base64url go through Hono's encoder, from one module.",
  "app/lib/utils/base64.ts",
  "Encode and decode base64 with ~/lib/utils/base64",
  (report) => ({
    CallExpression(node) {
      const name = lastName(node.callee);
      const stringMethod =
        node.callee.type === "MemberExpression" && lastName(node.callee.object as Node) === "String";
      if (name === "btoa" || name === "atob" || (stringMethod && name === "fromCharCode")) report(node);
    },
    ImportDeclaration(node) {
      if (node.source.value === "hono/utils/encode") report(node.source);
    },
  }),
);

export const readTime = homeRule(
  "Read time is rounded in one place.",
  "app/lib/utils/read-time.ts",
  "Round a read time with roundReadTime",
  (report) => ({
    CallExpression(node) {
      const [floor, rounded] = node.arguments as Node[];
      const isMathCall = (name: string, call: Node | undefined): call is Call =>
        call?.type === "CallExpression" &&
        call.callee.type === "MemberExpression" &&
        lastName(call.callee.object as Node) === "Math" &&
        calls(name, call);
      if (isMathCall("max", node) && numberOf(floor) === 1 && isMathCall("round", rounded)) report(node);
    },
  }),
);

export const voteChoice = homeRule(
  "VoteChoice is exported by one module.",
  "app/lib/config/vote-choices.ts",
  "Import VoteChoice from ~/lib/config/vote-choices",
  (report) => ({
    ExportNamedDeclaration(node) {
      const declaration = node.declaration as (Node & { id?: Node }) | null;
      if (declaration && lastName(declaration.id) === "VoteChoice") report(declaration);
      for (const specifier of node.specifiers) {
        if (lastName(specifier.exported as Node) === "VoteChoice") report(specifier);
      }
    },
  }),
);

const classList = (text: string) => new Set(text.split(/\s+/));
export const buttonClasses = homeRule(
  "The button's classes live in ui/button and nowhere else.",
  "app/components/ui/button.tsx",
  "Draw a button with <Button> (its primary or outline variant)",
  (report) =>
    eachString((text, node) => {
      const classes = classList(text);
      const primary = classes.has("bg-ink") && classes.has("hover:bg-accent");
      const outline =
        classes.has("border-ink") && (classes.has("hover:border-accent") || classes.has("hover:bg-ink"));
      if (primary || outline) report(node);
    }),
);

export const portrait = homeRule(
  "A reporter's portrait is drawn by one component.",
  "app/components/portrait.tsx",
  "Draw a reporter's portrait with <Portrait>",
  (report) => ({
    JSXAttribute(node: Node) {
      const attribute = node as unknown as JsxAttribute;
      if (attribute.name.name === "src" && lastName(attribute.value?.expression) === "portraitSrc")
        report(node);
    },
  }),
);

type JsxAttribute = { name: { name: string }; value?: { type: string; expression?: Node } | null };

export const storyTeaser = homeRule(
  "A story teaser, its picture link, byline and link to the story, is drawn by one component.",
  "app/components/story/story-teaser.tsx",
  "Draw a story teaser (or its byline) with StoryTeaser",
  (report) => ({
    JSXOpeningElement(node: Node) {
      const attributes = (node as unknown as { attributes: JsxAttribute[] }).attributes;
      const named = (name: string) => attributes.find((attribute) => attribute.name?.name === name);
      const tabIndex = named("tabIndex")?.value?.expression;
      // The teaser's picture: a second link to the story, out of the tab order and hidden from readers.
      if (numberOf(tabIndex) === -1 && named("aria-hidden")) report(node);
      const to = named("to")?.value?.expression;
      if (to?.type !== "TemplateLiteral") return;
      const start = to.quasis[0]!.value.raw;
      // A link to a story, or a byline's link to its reporter (`/author/${story.authorSlug}`).
      if (start.startsWith("/articles/")) report(to);
      if (start === "/author/" && lastName(to.expressions[0] as Node) === "authorSlug") report(to);
    },
  }),
);

export const schemasAreZod = homeRule(
  "app/lib/schemas/ holds schemas only: every module there builds on zod.",
  "app/lib/schemas/plain-text.ts",
  "A module in app/lib/schemas/ builds on zod; other code belongs elsewhere in app/lib/",
  (report) => ({
    Program(node) {
      const zod = node.body.some(
        (statement) => statement.type === "ImportDeclaration" && statement.source.value === "zod",
      );
      if (!zod) report(node);
    },
  }),
  "app/lib/schemas/",
);

export const apiErrors = homeRule(
  "API errors are thrown as HTTPException and answered by the one onError.",
  "worker/api/errors.ts",
  "Throw an HTTPException and let onApiError answer",
  (report) => ({
    CallExpression(node) {
      const [body] = node.arguments as Node[];
      if (calls("json", node) && body?.type === "CallExpression" && calls("failure", body)) report(node);
    },
  }),
  "worker/api/",
);

export const apiHandlers = homeRule(
  "The API's not-found and error handlers are set once, where the API is assembled.",
  "worker/api/index.ts",
  "Set the API's notFound and onError handlers in worker/api/index.ts only",
  (report) => ({
    CallExpression(node) {
      if (calls("notFound", node) || calls("onError", node)) report(node);
    },
  }),
  "worker/api/",
);

export const rssBuilder = homeRule(
  "One RSS builder writes every feed.",
  "worker/distribution/rss.ts",
  "Write a feed with the RSS builder",
  (report) =>
    eachString((text, node) => {
      if (text.includes("<rss version=") || text.trim() === "<item>") report(node);
    }),
);
