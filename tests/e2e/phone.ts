import { test as base, expect, type Page } from "@playwright/test";

/**
 * Lighthouse's phone profile, by hand: a CPU four times slower, a 150 ms round trip, 1.6 Mbit/s down
 * and 750 kbit/s up. Set per page through the DevTools protocol; both hold across its navigations.
 */
export const phoneProfile = {
  cpuSlowdown: 4,
  latency: 150,
  downloadThroughput: 1_638_400 / 8,
  uploadThroughput: 750_000 / 8,
};

export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phoneProfile.latency,
    downloadThroughput: phoneProfile.downloadThroughput,
    uploadThroughput: phoneProfile.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneProfile.cpuSlowdown });
}

/** Records the first contentful paint of every document the page loads, as the browser reports it. */
export async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName("first-contentful-paint")) {
        (window as unknown as { firstPaint?: number }).firstPaint = entry.startTime;
      }
    }).observe({ type: "paint", buffered: true });
  });
}

/**
 * Opens `path` and returns as soon as the page has first painted, without waiting for its load event
 * or its scripts: where a reader on a phone starts to act.
 */
export async function openAtFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as unknown as { firstPaint?: number }).firstPaint !== undefined);
}

/** A phone reader's page: throttled, with its first paint recorded. */
export const test = base.extend({
  page: async ({ page }, run) => {
    await throttleLikeAPhone(page);
    await watchFirstPaint(page);
    await run(page);
  },
});

export { expect };

/**
 * What a reader sees: the element is visible, inside the viewport, and the topmost thing at its centre
 * (no notice, menu or dock drawn over it).
 */
export async function expectOnScreen(locator: import("@playwright/test").Locator, timeout = 5_000) {
  await expect(locator).toBeVisible({ timeout });
  await expect(locator).toBeInViewport({ timeout });
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && (element === top || element.contains(top));
        }),
      { timeout },
    )
    .toBe(true);
}
