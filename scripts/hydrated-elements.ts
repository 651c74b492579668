// Prints, for each page type, how many of the page's elements React hydrated (decisions 130 and 134):
// the elements that carry a fiber once the page is interactive, at a phone's width, beside all the
// page's elements. Deterministic for one build and one content, unlike blocking time on a shared machine.
//   node scripts/hydrated-elements.ts                       # starts the built Worker on port 8796 (--port)
//   node scripts/hydrated-elements.ts http://127.0.0.1:8787 # a site that is already running a build
// Build first (`npx react-router build`); without an origin the benchmark database (.wrangler/bench,
// `npm run bench` makes it) supplies the content.
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { resolvePages } from "./bench/pages.ts";
import { chromiumArgs, ensureChromium, testBrowserPath } from "./lib/chromium.ts";
import { siteToMeasure, stopWorker } from "./lib/run.ts";

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { port: { type: "string", default: "8796" }, article: { type: "string" } },
});
const kinds = ["article", "home", "category", "reporter", "timeline"] as const;

ensureChromium();
const { origin, worker } = await siteToMeasure(positionals[0], Number(values.port));
const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
try {
  const pages = await resolvePages(origin, { article: values.article });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  // Overlays that come due on timers (the cookie notice, the invitations) would add their elements
  // whenever the timers fire: the page's clock stands still, so the count is of the page alone.
  await page.clock.install();
  console.log(`${"page".padEnd(9)} ${"path".padEnd(44)} ${"elements".padStart(8)} ${"hydrated".padStart(8)}`);
  for (const kind of kinds) {
    await page.goto(`${origin}${pages[kind]}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // Islands that load their code after hydration (the article's poll, say) are counted once they are in.
    await page.waitForLoadState("networkidle");
    const counts = await page.evaluate(() => {
      // A lazy picture's <img> appears whenever its observer fires, a moment after hydration or later:
      // left out, so the count does not depend on that moment.
      const elements = [...document.body.querySelectorAll("*")].filter(
        (element) => !element.matches("[data-lazy-image] > img"),
      );
      const hydrated = elements.filter((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      );
      return { elements: elements.length, hydrated: hydrated.length };
    });
    console.log(
      `${kind.padEnd(9)} ${pages[kind].padEnd(44)} ${String(counts.elements).padStart(8)} ` +
        `${String(counts.hydrated).padStart(8)}`,
    );
  }
} finally {
  await browser.close();
  if (worker) stopWorker(worker);
}
