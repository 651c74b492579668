import { expect, test } from "@playwright/test";
import { pageTypes } from "./page-types.ts";

// A face found only by layout is fetched at the highest priority, level with the stylesheet, so each
// page preloads exactly the faces it sets (decision 104). Both widths: the layouts differ.
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
      };
    });
    expect(fonts.fetched.length).toBeGreaterThanOrEqual(2);
    expect([...new Set(fonts.preloaded)].sort()).toEqual([...new Set(fonts.fetched)].sort());
  });
}
