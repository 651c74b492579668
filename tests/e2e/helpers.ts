import type { Page } from "@playwright/test";

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Waits until React has hydrated, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
