import { RuleTester } from "eslint";
import { resolve } from "node:path";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";

// RuleTester writes its cases as the test runner's own tests.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** A tester that parses TypeScript and JSX, as `npm run lint` does. */
export const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const root = resolve(import.meta.dirname, "../..");
/** A file at this path in the project: the rules judge code by where it lives. */
export const at = (path: string) => resolve(root, path);

/** A case: `code` as if written in the file at `path`. */
export const file = (path: string, code: string) => ({ filename: at(path), code });
/** A case the rule must report once, with `messageId`. */
export const refusedWith = (messageId: string) => (path: string, code: string) => ({
  ...file(path, code),
  errors: [{ messageId }],
});
