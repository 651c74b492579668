import { expect, test } from "@playwright/test";
import { pageTypes } from "./page-types.ts";

const widths = [320, 375, 768, 834, 900, 1024, 1100, 1280, 1600];
const pages = [...pageTypes, "/odds", "/timeline", "/newsletter", "/privacy", "/no-such-page-here"];

// The window sizes are set here, so one browser width is enough.
test.describe("Every page fits its window @desktop", () => {
  for (const path of pages) {
    test(`${path} at 320 to 1600 px`, async ({ page }) => {
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const fit = await page.evaluate(() => {
          // Whether an element the selector matches lies wholly inside the window.
          const onScreen = (selector: string) =>
            [...document.querySelectorAll(selector)].some((element) => {
              const box = element.getBoundingClientRect();
              return (
                box.width > 0 &&
                box.left >= 0 &&
                box.right <= innerWidth &&
                box.top >= 0 &&
                box.bottom <= innerHeight
              );
            });
          return {
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            toggle: onScreen("[data-testid=theme-toggle]"),
            // The desktop bar (with the search box, on pages that have one) or, where it does not fit, the menu button.
            searchOrMenu:
              onScreen("header [role=search] input") ||
              onScreen("header nav[aria-label=Main]") ||
              onScreen("header button[aria-controls=mobile-menu]"),
          };
        });
        expect(fit.scrollWidth, `${path} at ${width} px is wider than its window`).toBe(fit.innerWidth);
        expect(fit.toggle, `${path} at ${width} px: the theme toggle is off screen`).toBe(true);
        expect(
          fit.searchOrMenu,
          `${path} at ${width} px: neither the search box nor the menu button is on screen`,
        ).toBe(true);
      }
    });
  }
});
