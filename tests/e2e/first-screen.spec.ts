import { expect, test } from "@playwright/test";

// A phone reader's first screen (375 × 812) offers a choice, as a news front page does: the lead
// story and at least two more headlines as text, each whole on screen before any scrolling.
test.describe("The phone's first screen @mobile", () => {
  test("shows the lead story and at least two more headlines", async ({ page }) => {
    await page.goto("/");
    const headlines = await page.locator("main a[href^='/articles/']").evaluateAll((links) => {
      const seen = new Map<string, string>();
      for (const link of links) {
        const box = link.getBoundingClientRect();
        const text = (link as HTMLElement).innerText.replace(/\s+/g, " ").trim();
        const whole = box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        if (whole && text.length >= 15 && !seen.has(link.getAttribute("href")!))
          seen.set(link.getAttribute("href")!, text);
      }
      return [...seen.values()];
    });
    expect(
      headlines.length,
      `headlines on the first screen: ${JSON.stringify(headlines)}`,
    ).toBeGreaterThanOrEqual(3);
  });
});
