import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers.ts";

const luna = "/articles/luna-city-first-sister-society-2050";
const leadPicture = /\/images\/articles\/luna-city-first-sister-society-2050\.svg$/;

/** Holds the article's lead picture until `release` is called, so the page's load waits for it. */
async function holdLeadPicture(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(leadPicture, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The framework's scripts start after the page's pictures and faces, or when the reader reaches for it (decision 137). */
test.describe("The framework's start", () => {
  test("No script is requested before the page has loaded", async ({ page }) => {
    const release = await holdLeadPicture(page);
    await page.goto(luna, { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(600);
    release();
    await page.waitForLoadState("load");
    // The scripts whose start times are compared are the framework's: all asked for once it has hydrated.
    await hydrated(page);
    const { load, scripts } = await page.evaluate(() => ({
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(load);
  });

  test("A key pressed before the page has loaded starts it at once", async ({ page }) => {
    const release = await holdLeadPicture(page);
    await page.goto(luna, { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Shift");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    release();
  });

  test("The server's HTML parks the scripts and their preloads in a template", async ({ page }) => {
    const html = await (await page.request.get(luna)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<template id="framework-start"><link rel="modulepreload"[^>]*>/);
    expect(html).toMatch(
      /<template id="framework-start">[\s\S]*<script[^>]* type="module"[^>]*>[\s\S]*<\/script><\/template>/,
    );
    // The rewrite (framework-after-load.server.ts) knows React Router's markup only by these patterns: a
    // framework upgrade that adds a script, or writes one another way, leaves it outside the template
    // and fails here.
    const outside = html.replace(/<template id="framework-start">[\s\S]*?<\/template>/, "");
    const tags = outside.match(/<(?:script|link)\b[^>]*>/g) ?? [];
    expect(tags.filter((tag) => /modulepreload|type="?module|\ssrc=/.test(tag))).toEqual([]);
  });
});
