import { expect, test, type Page } from "@playwright/test";

/**
 * The story headlines whole on the first screen and clear of the attention dock: above the dock's top
 * edge, and the page (not an overlay) under each one's middle.
 */
async function headlinesInView(page: Page) {
  return page.locator("main a[href^='/articles/']").evaluateAll((links) => {
    const dock = document.querySelector("[data-testid=attention-dock]");
    const dockTop =
      dock && dock.getBoundingClientRect().height > 0 ? dock.getBoundingClientRect().top : innerHeight;
    const seen = new Map<string, string>();
    for (const link of links) {
      const box = link.getBoundingClientRect();
      const text = (link as HTMLElement).innerText.replace(/\s+/g, " ").trim();
      const whole = box.width > 0 && box.top >= 0 && box.bottom <= Math.min(innerHeight, dockTop);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (whole && link.contains(hit) && text.length >= 15 && !seen.has(link.getAttribute("href")!))
        seen.set(link.getAttribute("href")!, text);
    }
    return [...seen.values()];
  });
}

// A phone reader's first screen (375 × 812) offers a choice, as a news front page does: the lead
// story and at least two more headlines as text, each whole on screen before any scrolling.
test.describe("The phone's first screen @mobile", () => {
  test("shows the lead story and at least two more headlines", async ({ page }) => {
    await page.goto("/");
    const headlines = await headlinesInView(page);
    expect(
      headlines.length,
      `headlines on the first screen: ${JSON.stringify(headlines)}`,
    ).toBeGreaterThanOrEqual(3);
  });

  test.describe("on a first visit", () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test("keeps three headlines clear of the cookie notice", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      const headlines = await headlinesInView(page);
      expect(
        headlines.length,
        `headlines clear of the cookie notice: ${JSON.stringify(headlines)}`,
      ).toBeGreaterThanOrEqual(3);
    });
  });
});
