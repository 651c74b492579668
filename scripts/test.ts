// `npm test`: every check the project has, in order, stopping at the first failure.
import { rmSync } from "node:fs";
import { step } from "./lib/run.ts";

const started = Date.now();
step("Generate Worker types", "npx", ["wrangler", "types"]);
step("Typecheck", "npx", ["react-router", "typegen"]);
step("TypeScript", "npx", ["tsc", "-b"]);
step("Lint", "npx", ["eslint", ".", "--max-warnings", "0"]);
step("Format", "npx", ["prettier", "--check", "."]);
rmSync("build", { recursive: true, force: true });
step("Build", "npx", ["react-router", "build"]);
step("Integration and content tests (Workers pool, Node)", "npx", ["vitest", "run"]);
step("End-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"]);
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} minutes.`);
