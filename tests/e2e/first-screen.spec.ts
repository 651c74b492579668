import { expect, test, type Page } from "@playwright/test";
import { hydrated, pauseClock } from "./helpers.ts";

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

/**
 * The lead story's picture on the first screen: whole inside the window and above the dock, the page
 * (not an overlay) at its centre, and drawn at its own shape, so no part of the drawing is cropped away.
 */
async function leadPicture(page: Page) {
  return page
    .locator("[aria-labelledby=recent-heading] article img")
    .first()
    .evaluate((img: HTMLImageElement) => {
      const dock = document.querySelector("[data-testid=attention-dock]");
      const dockTop =
        dock && dock.getBoundingClientRect().height > 0 ? dock.getBoundingClientRect().top : innerHeight;
      const box = img.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        whole: box.top >= 0 && box.bottom <= Math.min(innerHeight, dockTop),
        // The card's link is stretched over its picture, so the card is what a tap there reaches.
        onTop: hit !== null && img.closest("article")!.contains(hit),
        shown: `${Math.round(box.width)}×${Math.round(box.height)}`,
        // The box at the drawing's own proportions (its width and height attributes), to the pixel.
        drawing: `${Math.round(box.width)}×${Math.round((box.width * Number(img.getAttribute("height"))) / Number(img.getAttribute("width")))}`,
      };
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

    // The drawing is the joke: a strip cut out of it (the 343 × 120 band it once was) loses the point.
    test("shows the lead picture whole, uncropped and clear of the cookie notice", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      const picture = await leadPicture(page);
      expect(picture.shown, "the lead picture's box against the drawing's shape").toBe(picture.drawing);
      expect(picture, "the lead picture on the first screen").toMatchObject({ whole: true, onTop: true });
    });
  });
});

// From 1280 px the dock is a card in the bottom-right corner. On the front page that corner is the
// Most read list's; the card once reached 56 px into the column of the two stories beside the lead,
// over the third one's section label, picture and standfirst.
test.describe("A desktop's first visit @desktop", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  /** How far the dock's card reaches over each top story, in pixels (0 where it is clear). */
  const overlapWithTopStories = (page: Page) =>
    page.locator("[aria-labelledby=recent-heading] article").evaluateAll((stories) => {
      const dock = document.querySelector("[data-testid=attention-dock]")!.getBoundingClientRect();
      return stories.map((story) => {
        const box = story.getBoundingClientRect();
        const across = Math.min(box.right, dock.right) - Math.max(box.left, dock.left);
        const down = Math.min(box.bottom, dock.bottom) - Math.max(box.top, dock.top);
        return across > 0 && down > 0 ? Math.round(across) : 0;
      });
    });

  test("the cookie notice and then the promo sit beside the top stories, not over them", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    // The notices' timers start with their code, so the paused clock is moved on from there.
    await hydrated(page);
    await page.clock.runFor(1_600);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    expect(await overlapWithTopStories(page), "the cookie notice over the top stories").toEqual([0, 0, 0]);
    await page.getByRole("button", { name: "Reject" }).click();
    await page.clock.runFor(13_500);
    await expect(page.getByTestId("promo-popup")).toBeVisible();
    expect(await overlapWithTopStories(page), "the promo over the top stories").toEqual([0, 0, 0]);
  });
});
