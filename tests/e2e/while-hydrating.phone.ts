import type { Page } from "@playwright/test";
import { expect, expectOnScreen, openAtFirstPaint, test } from "./phone.ts";

type Seen = { touched?: number; touchedWhileHydrating?: boolean; menuDrawn?: number; hydrated?: number };

/**
 * Opens the front page, waits for React to begin hydrating it (it takes the document as its root), and
 * taps the menu button at once, straight on the screen. Returns what the page saw: when the touch came
 * and whether the page was hydrating then, when the frame with the menu open was drawn, and when the
 * root marked the page hydrated.
 */
async function tapWhileHydrating(page: Page): Promise<Seen> {
  await openAtFirstPaint(page, "/");
  // Where the finger goes, found before the moment, so the tap goes straight to the screen.
  const box = (await page.getByRole("button", { name: "Open menu" }).boundingBox())!;
  await page.waitForFunction(
    () =>
      Object.keys(document).some((key) => key.startsWith("__reactContainer")) &&
      document.documentElement.dataset.hydrated !== "true",
    null,
    { polling: 10, timeout: 20_000 },
  );
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expectOnScreen(page.locator("#mobile-menu").getByRole("link", { name: "Feedback" }), 5_000);
  const seen = () => page.evaluate(() => (window as unknown as { seen: Seen }).seen);
  await expect.poll(async () => (await seen()).hydrated !== undefined, { timeout: 15_000 }).toBe(true);
  return seen();
}

// A reader on a phone whose touch lands while the framework hydrates the page. About hydration itself,
// so it waits for hydration to begin before the touch.
test.describe("A header touch while the page hydrates (hydration)", () => {
  test("The menu tapped while the page hydrates is drawn open before the hydration ends", async ({
    page,
  }) => {
    // Twice as slow as the phone profile: hydration then lasts well past the menu's frame, so the test
    // tells a touch that waits for the whole hydration from one that does not.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await page.addInitScript(() => {
      const seen: Seen = {};
      (window as unknown as { seen: Seen }).seen = seen;
      const hydrating = () =>
        Object.keys(document).some((key) => key.startsWith("__reactContainer")) &&
        document.documentElement.dataset.hydrated !== "true";
      addEventListener(
        "pointerdown",
        () => {
          seen.touched ??= performance.now();
          seen.touchedWhileHydrating ??= hydrating();
        },
        true,
      );
      // The menu opens in the tap's click; a task queued from the next frame runs once it is drawn.
      document.addEventListener(
        "beforetoggle",
        (event) => {
          if ((event.target as Element).id !== "mobile-menu") return;
          requestAnimationFrame(() => setTimeout(() => (seen.menuDrawn ??= performance.now())));
        },
        true,
      );
      // The document, not its root element: there is none yet when this runs.
      new MutationObserver(() => {
        if (document.documentElement.dataset.hydrated === "true") seen.hydrated ??= performance.now();
      }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
    });
    // When the touch lands is the machine's: a touch that came after the hydration is tried again.
    let seen = await tapWhileHydrating(page);
    for (let tries = 1; !seen.touchedWhileHydrating && tries < 4; tries++)
      seen = await tapWhileHydrating(page);
    expect(seen.touchedWhileHydrating).toBe(true);
    expect(seen.menuDrawn).toBeLessThan(seen.hydrated!);

    // Hydration kept what the reader opened, and the menu still answers: a chosen link closes it.
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.locator("#mobile-menu").getByRole("link", { name: "Feedback" }).tap();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});
