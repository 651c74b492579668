import { expect, type Page } from "@playwright/test";

/**
 * Chooses `option` in a select field as a reader would at that moment. The page serves a native select
 * and the styled one replaces it once its code arrives (app/components/forms/select-field.tsx): a
 * reader who gets there first chooses from the browser's own list (`selectOption` stands in for it,
 * since a test cannot click inside that list); after, from the styled list. When the styled one
 * replaces the native select in the middle of a choice, the reader chooses again from what is there.
 */
export async function pick(page: Page, label: string | RegExp, option: string) {
  const field = page.getByLabel(label, { exact: typeof label === "string" });
  await expect(async () => {
    if (await field.evaluate((element) => element instanceof HTMLSelectElement)) {
      await field.selectOption({ label: option }, { timeout: 2_000 });
      return;
    }
    const choice = page.getByRole("option", { name: option, exact: true });
    if (!(await choice.isVisible())) await field.click({ timeout: 2_000 });
    await choice.click({ timeout: 2_000 });
  }).toPass();
}
