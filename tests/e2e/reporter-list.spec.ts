import { expect, test } from "@playwright/test";

test("A reporter's list dates every story", async ({ page }) => {
  await page.goto("/author/theo-lindqvist");
  const rows = page.getByTestId("article-row");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all())
    await expect(row.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
});
