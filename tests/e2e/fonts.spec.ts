import { expect, test } from "@playwright/test";
import { pageTypes } from "./page-types.ts";

// A face found only by layout is fetched at the highest priority, level with the stylesheet, so each
// page preloads the faces it sets (decision 104), and the site has one web family: interface text is
// in the system sans (decision 129). The accented letters' face is fetched only by pages that set such
// a letter, and those pages preload it too: the server finds the letter in the page's data (decision 135).
// The italic accents' face is the exception: only an accented letter set in italic calls for it, which
// the data does not tell, so it is fetched when the layout finds one and never preloaded.
for (const path of pageTypes) {
  test(`The page ${path} preloads every web font it uses, and no other`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() => {
      const fileName = (url: string) => new URL(url, location.href).pathname;
      return {
        fetched: performance
          .getEntriesByType("resource")
          .map((entry) => fileName(entry.name))
          .filter((name) => name.endsWith(".woff2")),
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
          (link) => fileName(link.href),
        ),
        // The web faces that loaded; the metric-matched fallback is a local face, not a download.
        families: [...document.fonts]
          .filter((face) => face.status === "loaded" && !face.family.endsWith("Fallback"))
          .map((face) => face.family),
      };
    });
    const preloadable = fonts.fetched.filter((name) => !/-italic-accents-[\w-]+\.woff2$/.test(name));
    expect(preloadable.length).toBeGreaterThanOrEqual(1);
    expect([...new Set(fonts.preloaded)].sort()).toEqual([...new Set(preloadable)].sort());
    expect([...new Set(fonts.families)]).toEqual(["Newsreader Variable"]);
  });
}

test("Interface text is set in the system sans and headlines and reading text in Newsreader", async ({
  page,
}) => {
  await page.goto(pageTypes[1]!);
  const family = (locator: ReturnType<typeof page.locator>) =>
    locator.first().evaluate((element) => getComputedStyle(element).fontFamily);
  const interfaceText = [
    // The main navigation is hidden below 1280 px; its style is computed all the same.
    page.locator('header nav[aria-label="Main"] a', { hasText: "Timeline" }),
    page.locator("header").getByRole("button", { name: /theme/ }),
    page.locator("footer").getByRole("link", { name: "Privacy Policy" }),
  ];
  for (const locator of interfaceText) {
    expect(await family(locator)).toMatch(/^-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto/);
  }
  for (const selector of ["h1", "article p"]) {
    expect(await family(page.locator(selector))).toMatch(/^"Newsreader Variable"/);
  }
});
