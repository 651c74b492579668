import { expect, test } from "@playwright/test";

test.describe("The Weekly Dispatch's page", () => {
  test("says what arrives, when and who writes it, shows an edition, and asks once", async ({ page }) => {
    await page.goto("/newsletter");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "The Weekly Dispatch" })).toBeVisible();
    for (const term of ["What arrives", "When", "Who writes it"])
      await expect(main.getByText(term, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Nova Okafor" })).toHaveAttribute(
      "href",
      "/author/nova-okafor",
    );
    // The latest edition's stories, or before the first edition a sample of them.
    const preview = page.getByTestId("edition-preview");
    await expect(
      preview.getByRole("heading", { name: /^(The latest edition|A sample edition)$/ }),
    ).toBeVisible();
    await expect(preview.getByTestId("article-row").first()).toBeVisible();
    // One form: the footer leaves its own out on this page.
    await expect(page.getByTestId("newsletter-form")).toHaveCount(1);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "About Us" })).toBeVisible();
  });

  test("an edition that has not gone out yet says so, and still answers 404", async ({ page }) => {
    const response = await page.goto("/newsletter/editions/999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "No. 999 is not out yet" })).toBeVisible();
    await expect(page.getByText(/the next is due on Friday, \w+ \d+, \d{4}\./)).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/newsletter");
    await expect(page.getByText("Temporally Displaced")).toHaveCount(0);
  });

  test("a number that names nothing is still the site's 404", async ({ page }) => {
    const response = await page.goto("/newsletter/editions/0");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /Temporally Displaced/ })).toBeVisible();
  });
});

test.describe("One sign-up per page", () => {
  test("a story asks once: its own sign-up after the story, none in the footer", async ({ page }) => {
    await page.goto("/articles/3-hour-workday-2045");
    const forms = page.getByTestId("newsletter-form");
    await expect(forms).toHaveCount(1);
    await forms.scrollIntoViewIfNeeded();
    await expect(forms).toBeVisible();
    await expect(page.getByRole("contentinfo").getByTestId("newsletter-form")).toHaveCount(0);
  });
});
