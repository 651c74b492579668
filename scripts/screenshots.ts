// `npm run screenshots -- [base URL] [paths…]`: full-page PNGs of each path in light and dark themes at
// 375 px and 1280 px, for reviewing how pages look. Writes to screenshots/ (git-ignored).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath, ensureChromium } from "./lib/chromium.ts";

const [base = "http://127.0.0.1:8787", ...rest] = process.argv.slice(2);
const paths = rest.length ? rest : ["/"];
const outDir = "screenshots";
mkdirSync(outDir, { recursive: true });

ensureChromium();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
