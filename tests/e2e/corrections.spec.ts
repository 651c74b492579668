import { expect, test } from "@playwright/test";

test.describe("Corrections", () => {
  test("A reader finds the corrections record from the footer of any page", async ({ page }) => {
    await page.goto("/articles/3-hour-workday-2045");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Corrections", exact: true });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/corrections$/);
    await expect(page.getByRole("heading", { level: 1, name: "Corrections" })).toBeVisible();
    // The content loaded for these tests has no correction yet: the record says so instead of an empty list.
    await expect(page.getByText("No story has needed a correction yet.")).toBeVisible();
    await expect(page).toHaveTitle(/^Corrections/);
  });
});
