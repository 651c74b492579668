import { expect, test } from "@playwright/test";

// A piece's form (decision 155): named above the headline on the article and on teasers, with a page
// that lists the form's pieces. A report, the default, carries no label.
test.describe("Forms", () => {
  test("An op-ed says so above its headline, and the label leads to the paper's op-eds", async ({ page }) => {
    await page.goto("/articles/seville-shade-concession-2068");
    const label = page.getByRole("link", { name: "Op-Ed", exact: true });
    await expect(label).toBeVisible();
    await expect(label).toBeInViewport();
    await label.click();
    await expect(page).toHaveURL(/\/forms\/op-ed$/);
    await expect(page.getByRole("heading", { level: 1, name: "Op-Eds" })).toBeVisible();
    const row = page
      .getByTestId("article-row")
      .filter({ has: page.getByRole("link", { name: /Seville Should Take Back Its Shade/ }) });
    await expect(row.getByTestId("form-label")).toHaveText("Op-Ed");
    await expect(row.getByTestId("form-label")).toBeVisible();
  });

  test("A section's teaser names the form of the piece it leads to", async ({ page }) => {
    await page.goto("/future-health");
    const row = page
      .getByTestId("article-row")
      .filter({ has: page.getByRole("heading", { name: /A Week of Osaka’s Small Ads/ }) });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByTestId("form-label")).toHaveText("Classifieds");
    await expect(row.getByTestId("form-label")).toBeVisible();
  });

  test("A report carries no form label", async ({ page }) => {
    await page.goto("/articles/3-hour-workday-2045");
    const headline = page.getByRole("heading", { level: 1 });
    await expect(headline).toBeVisible();
    // The related stories' teasers below may name their own forms; the story's header names none.
    await expect(page.locator("header", { has: headline }).getByTestId("form-label")).toHaveCount(0);
  });

  test("A form the paper does not run, or the plain report, has no page", async ({ page }) => {
    for (const path of ["/forms/sonnet", "/forms/report"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});
