// `npm test`: every check the project has, in order, stopping at the first failed step.
// `npm run test:fast` (--fast): the same up to the unit and Workers-pool tests; no build, no browser.
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { ensureChromium } from "./lib/chromium.ts";
import { step } from "./lib/run.ts";
import { stepsAtOnce } from "./lib/steps-at-once.ts";

const { fast } = parseArgs({ options: { fast: { type: "boolean", default: false } } }).values;
const started = Date.now();
// Before any check, so a machine that cannot get the browser learns it now, not after the build.
if (!fast) ensureChromium();
step("Generate Worker types", "npx", ["wrangler", "types"]);
step("Typecheck", "npx", ["react-router", "typegen"]);
// Three checks of the sources and the types generated above, none writing what another reads: side by
// side they take the time of the slowest, not of all three (decision 189).
await stepsAtOnce([
  { label: "TypeScript", command: "npx", args: ["tsc", "-b"] },
  { label: "Lint", command: "npx", args: ["eslint", ".", "--max-warnings", "0"] },
  { label: "Format", command: "npx", args: ["prettier", "--check", "."] },
]);
step("Unit, content and Workers-pool tests (Node, workerd)", "npx", [
  ...["vitest", "run", "--project", "node", "--project", "workers"],
]);
if (!fast) {
  rmSync("build", { recursive: true, force: true });
  step("Build", "npx", ["react-router", "build"]);
  step("Tests of the build and the scripts (deploy dry run, page faults, loader, editors)", "npx", [
    ...["vitest", "run", "--project", "slow"],
  ]);
  step("End-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"]);
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nAll ${fast ? "fast " : ""}checks passed in ${minutes} minutes.`);
