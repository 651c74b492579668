import { expect, test, type Page } from "@playwright/test";
import { hydrated, pauseClock, visibleOnTop } from "./helpers.ts";

// A first-time reader: nothing stored yet (the config pre-answers the cookie notice for other tests).
test.use({ storageState: { cookies: [], origins: [] } });

const day = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-01T09:00:00Z");

/**
 * Opens a page with time paused at `start`: only page.clock.runFor moves it, however slow the load.
 * The notices exist only once the framework runs, and their timers start with their code: the clock is
 * moved only after that, or it would run before there is anything to time.
 */
async function openFresh(page: Page, path = "/") {
  await pauseClock(page, start);
  await page.goto(path);
  await hydrated(page);
}

/** Reloads, and waits for the notices' code before the clock moves, as `openFresh` does. */
async function reloadFresh(page: Page) {
  await page.reload();
  await hydrated(page);
}

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("future-dispatch:cookie-consent") ?? "null"));

test.describe("Cookie banner", () => {
  test("The cookie banner appears 1.5 seconds after load and links to the privacy policy", async ({
    page,
  }) => {
    await openFresh(page);
    const banner = page.getByRole("region", { name: "Cookies, briefly" });
    await page.clock.runFor(1_400);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test("Accepting stores an expiry 30 days ahead and the banner stays away after a reload", async ({
    page,
  }) => {
    await openFresh(page);
    await page.clock.runFor(1_600);
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    const consent = await storedConsent(page);
    expect(consent.status).toBe("accepted");
    const ahead = Date.parse(consent.expires) - start.getTime();
    expect(ahead).toBeGreaterThanOrEqual(30 * day);
    expect(ahead).toBeLessThan(30 * day + 60_000);
    await reloadFresh(page);
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  });

  test("On a phone the page ends above the docked notice, and only the page's body is restyled for it @mobile", async ({
    page,
  }) => {
    await openFresh(page);
    const bodyPadding = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    // A value on <html> would be inherited by every element, and a new one restyles the whole page.
    const onHtml = () =>
      page.evaluate(() => document.documentElement.style.getPropertyValue("--dock-height"));
    expect(await bodyPadding()).toBe("0px");
    await page.clock.runFor(1_600);
    const dock = page.getByTestId("attention-dock");
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    const height = Math.ceil((await dock.boundingBox())!.height);
    await expect.poll(bodyPadding).toBe(`${height}px`);
    expect(await onHtml()).toBe("");
    await page.getByRole("button", { name: "Reject" }).click();
    await expect.poll(bodyPadding).toBe("0px");
    expect(await onHtml()).toBe("");
  });

  test("On the widest screens a page can be scrolled until its end is clear of the corner card @desktop", async ({
    page,
  }) => {
    // The newsletter's landing page has no side column: the card lies over its column's right edge.
    await openFresh(page, "/newsletter");
    await page.clock.runFor(1_600);
    const card = page.getByTestId("cookie-banner");
    await expect(card).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect
      .poll(async () => {
        // The room is made once the card has its height: the reader who reached the end scrolls on.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [cardBox, footerBox] = [await card.boundingBox(), await footer.boundingBox()];
        return Math.round(cardBox!.y - (footerBox!.y + footerBox!.height));
      })
      .toBeGreaterThanOrEqual(0);
  });

  test("Rejecting stores a rejected flag without an expiry", async ({ page }) => {
    await openFresh(page);
    await page.clock.runFor(1_600);
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({ status: "rejected" });
    await reloadFresh(page);
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  });

  test("An acceptance older than 30 days is asked for again", async ({ page }) => {
    await page.addInitScript(
      (expires) => {
        localStorage.setItem(
          "future-dispatch:cookie-consent",
          JSON.stringify({ status: "accepted", expires }),
        );
      },
      new Date(start.getTime() - day).toISOString(),
    );
    await openFresh(page);
    await page.clock.runFor(1_600);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
  });
});

test.describe("Promo popup", () => {
  test("The promo skips the page view when the cookie notice is still open at 15 seconds", async ({
    page,
  }) => {
    await openFresh(page);
    await page.clock.runFor(1_600);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await page.clock.runFor(20_000);
    // The promo's dialog loads when it comes due: give a promo that was wrongly shown time to arrive.
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await expect(page.getByTestId("promo-popup")).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("future-dispatch:promo-popup-seen"))).toBeNull();
  });

  test("The promo appears in the bottom-right dock (a band along the bottom on phones) 15 seconds after load", async ({
    page,
  }) => {
    await openFresh(page);
    const popup = page.getByRole("dialog", { name: "Join 15,274 visionaries" });
    // The cookie notice holds the reader's attention until answered; the promo never waits for it.
    await page.clock.runFor(1_600);
    await page.getByRole("button", { name: "Reject" }).click();
    await page.clock.runFor(13_300);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("15,274 visionaries");
    // Clear of the headline: the dock sits at the bottom, on the right beside the reading column.
    const box = (await popup.boundingBox())!;
    const { width, height } = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(width - 40);
    expect(box.y + box.height).toBeGreaterThan(height - 40);
    expect(box.y).toBeGreaterThan(height / 2);
    // Non-modal: the reader keeps their place and focus.
    await expect(popup.getByRole("button", { name: "No thanks" })).not.toBeFocused();
  });

  // On a phone the description is for screen readers only and "No thanks" shares the last line; from
  // 768 px the text sits beside the form.
  for (const [width, height] of [
    [375, 812],
    [768, 1024],
    [1024, 1024],
  ]) {
    test(`At ${width} px the promo is a band under 200 px tall, so the story above stays in view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await openFresh(page);
      await page.clock.runFor(1_600);
      await page.getByRole("button", { name: "Reject" }).click();
      await page.clock.runFor(13_500);
      const popup = page.getByTestId("promo-popup");
      await expect(popup).toBeVisible();
      const box = (await popup.boundingBox())!;
      expect(box.width).toBe(width);
      expect(box.height).toBeLessThan(200);
      await expect(popup.getByRole("textbox", { name: "Email address" })).toBeVisible();
      await expect(popup.getByRole("button", { name: "No thanks" })).toBeVisible();
    });
  }

  test("The promo hides itself at 30 seconds and does not return this session", async ({ page }) => {
    await openFresh(page);
    const popup = page.getByTestId("promo-popup");
    await page.clock.runFor(15_100);
    await expect(popup).toBeVisible();
    await page.clock.runFor(14_800);
    await expect(popup).toBeVisible();
    await page.clock.runFor(200);
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("future-dispatch:promo-popup-seen"))).toBe(
      "true",
    );
    await reloadFresh(page);
    await page.clock.runFor(20_000);
    await expect(popup).toHaveCount(0);
  });

  test("No thanks dismisses the promo", async ({ page }) => {
    await openFresh(page);
    await page.clock.runFor(15_100);
    await page.getByRole("button", { name: "No thanks" }).click();
    await expect(page.getByTestId("promo-popup")).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("future-dispatch:promo-popup-seen"))).toBe(
      "true",
    );
  });

  test("The close icon and the Escape key dismiss the promo", async ({ page }) => {
    await openFresh(page);
    await page.clock.runFor(15_100);
    const popup = page.getByTestId("promo-popup");
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toHaveCount(0);

    await page.evaluate(() => sessionStorage.clear());
    await reloadFresh(page);
    await page.clock.runFor(15_100);
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
  });
});

test.describe("Overlays and the mobile menu", () => {
  test("The open mobile menu lies over the overlay that is open, which is there again when it closes @mobile", async ({
    page,
  }) => {
    await openFresh(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    // Cookie notice and promo come due in this one step; only one of them holds the reader's attention.
    await page.clock.runFor(15_100);
    const overlay = page.locator("[data-testid=cookie-banner], [data-testid=promo-popup]");
    await expect(overlay).toHaveCount(1);
    await expect(overlay).toBeVisible();
    for (const link of await visibleOnTop(menu.getByRole("link"))) {
      expect(link, link.text ?? "").toMatchObject({ inView: true, onTop: true });
    }

    await page.getByRole("button", { name: "Close menu" }).click();
    // The menu is a popover that stays in the page, closed (decision 140).
    await expect(menu).toBeHidden();
    for (const button of await visibleOnTop(overlay.getByRole("button", { name: /^(Accept|No thanks)$/ }))) {
      expect(button).toMatchObject({ inView: true, onTop: true });
    }
  });
});
