import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import local from "./eslint-rules/index.ts";

// The house rules on layers (docs/architecture.md, "Project layout"), as lint rules so a wrong import fails `npm run lint`.
const noTests = { group: ["**/tests/**", "~/../tests/**"], message: "Nothing imports from tests/." };
const noScreens = {
  group: [
    "~/routes/**",
    "~/components/**",
    "~/hooks/**",
    "**/worker/**",
    "../routes/**",
    "../components/**",
    "../hooks/**",
  ],
  message: "Models and db know no screen: never import routes, components, hooks or worker/.",
};
const noServer = {
  group: ["**/*.server", "**/*.server.ts", "**/*.server.tsx"],
  message:
    "Components and hooks never import *.server modules: move the shared type or code to a module that is neither.",
};
const noRouter = { group: ["react-router", "react-router/**"], message: "db never imports React Router." };
// Readers see only live stories (decision 160): every query reads `liveArticles()`, never the table.
const liveOnly = {
  group: ["~/db/schema", "**/db/schema"],
  importNames: ["articles"],
  message:
    "Query liveArticles() from app/models/visibility.server.ts: the table holds drafts and scheduled stories.",
};
const restrict = (...patterns) => ["error", { patterns: [...patterns, liveOnly] }];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".wrangler/",
      ".react-router/",
      "node_modules/",
      "worker-configuration.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "worker/**/*.ts", "scripts/**/*.ts"],
    rules: { "no-restricted-imports": restrict(noTests) },
  },
  {
    // One home per kind of code: which layer imports which (eslint-rules/layers.ts), hooks in app/hooks/,
    // every call to /api in a wrapper in app/lib/browser/.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { local },
    rules: { "local/layers": "error", "local/hooks-home": "error", "local/api-calls-home": "error" },
  },
  {
    // One home per helper (eslint-rules/one-home.ts): a second copy of each is an error.
    files: ["app/**/*.{ts,tsx}", "worker/**/*.ts", "scripts/**/*.ts"],
    plugins: { local },
    rules: Object.fromEntries(
      [
        "dateline-year",
        "base64",
        "read-time",
        "vote-choice",
        "button-classes",
        "portrait",
        "story-teaser",
        "schemas-are-zod",
        "api-errors",
        "api-handlers",
        "rss-builder",
        "form-action",
        "form-checked",
      ].map((name) => [`local/${name}`, "error"]),
    ),
  },
  {
    // The Odds page's rows (a future with its vote bar), the not-found page's short list and the
    // corrections record (a dated line per correction) link to a story without being teasers.
    files: [
      "app/components/odds/odds-row.tsx",
      "app/components/odds/unranked-list.tsx",
      "app/components/not-found/way-out.tsx",
      "app/routes/corrections.tsx",
    ],
    rules: { "local/story-teaser": "off" },
  },
  { files: ["app/models/**/*.ts"], rules: { "no-restricted-imports": restrict(noTests, noScreens) } },
  { files: ["app/db/**/*.ts"], rules: { "no-restricted-imports": restrict(noTests, noScreens, noRouter) } },
  {
    // The one module that reads the table itself: it defines what is live, and finds a story for a preview.
    files: ["app/models/visibility.server.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noTests, noScreens] }] },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/hooks/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(noTests, noServer) },
  },
  {
    // One browser API client (decisions 127, 191): its retry policy and error type hold only if every call
    // goes through it. Server code may fetch what it needs.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/browser/api-client.ts", "app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "fetch",
          message: "Call /api through the typed client, ~/lib/browser/api (a beacon: sendBeacon).",
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{ts,mjs}", "*.config.{ts,js}", "tests/**/*.ts"],
    languageOptions: { globals: globals.node },
  },
);
