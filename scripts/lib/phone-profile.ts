// Lighthouse's phone profile and the first paint, for the phone tests (tests/e2e/phone.ts) and
// `npm run bench:first-touch`.
import type { Page } from "@playwright/test";

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

/**
 * Holds back every client script of the page, as a slow phone's connection would, until the returned
 * function is called: what a reader does before then happens before the framework can run.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
