// Prints the JavaScript each page type loads up front, gzip-compressed, against the 132 KB budget
// (decisions 103 and 173). Measures the built client (build/client) as the running site serves it:
//   node scripts/js-weight.ts                       # starts the built Worker on port 8797 (--port)
//   node scripts/js-weight.ts http://127.0.0.1:8787 # a site that is already running this build
// Add --files for every file a page loads. Build first (`npx react-router build`); without an origin
// the benchmark database (.wrangler/bench, `npm run bench` makes it) supplies the content.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { resolvePages } from "./bench/pages.ts";
import { fromBuild, upfrontBudgetKb, upfrontWeight } from "./js-weight/upfront.ts";
import { siteToMeasure, stopWorker } from "./lib/run.ts";

const clientDir = "build/client";
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    files: { type: "boolean", default: false },
    port: { type: "string", default: "8797" },
    article: { type: "string" },
  },
});

if (!existsSync(clientDir)) {
  console.error("No build/client: run `npx react-router build` first.");
  process.exit(1);
}

const { origin, worker } = await siteToMeasure(positionals[0], Number(values.port));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

let over = false;
try {
  const pages = await resolvePages(origin, { search: "/search?q=work", article: values.article });
  // The bench's page types, in its order.
  for (const [kind, path] of Object.entries(pages)) {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    const weight = await upfrontWeight(await response.text(), fromBuild(clientDir));
    over ||= weight.gzip > upfrontBudgetKb * 1024;
    const mark = weight.gzip > upfrontBudgetKb * 1024 ? "✖ over" : "✔";
    console.log(
      `${kind.padEnd(8)} ${path.padEnd(44)} ${kb(weight.gzip).padStart(6)} KB gzip in ` +
        `${weight.files.length} files ${mark}`,
    );
    if (values.files) {
      for (const file of weight.files)
        console.log(`           ${kb(file.gzip).padStart(6)} KB  ${file.path}`);
    }
  }
} finally {
  if (worker) stopWorker(worker);
}
console.log(`Budget: ${upfrontBudgetKb} KB gzip (level 6) of up-front JavaScript per page.`);
process.exit(over ? 1 : 0);
