import { test as base, expect } from "@playwright/test";
import { throttleLikeAPhone, watchFirstPaint } from "../../scripts/lib/phone-profile.ts";

export { openAtFirstPaint } from "../../scripts/lib/phone-profile.ts";

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

/**
 * The sign-up that closes a story (the footer leaves its form out on stories, decision 148), scrolled
 * to, with an address put in as the browser's autofill does, without a focus: the tap on Subscribe is
 * then the reader's first touch of the page.
 */
export async function storySignUp(page: import("@playwright/test").Page, name: string) {
  const slot = page.getByRole("region", { name: "Tomorrow’s headlines, in your inbox today" });
  const form = slot.getByTestId("newsletter-form");
  await form.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const address = `${name}-${Date.now()}-${base.info().repeatEachIndex}@example.com`;
  await form
    .getByRole("textbox", { name: "Email address" })
    .evaluate((input: HTMLInputElement, value) => (input.value = value), address);
  return { slot, form };
}
