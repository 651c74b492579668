import { expect, test } from "@playwright/test";

test.describe("About", () => {
  test("About shows the mission, three values, four reporters and the three-step process", async ({
    page,
  }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Our mission is/)).toBeVisible();
    for (const value of ["Future Vision", "Innovation Focus", "Human Impact"]) {
      await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    const team = page.getByRole("region", { name: "Our reporters" }).getByRole("listitem");
    await expect(team).toHaveCount(4);
    await expect(team.getByRole("img")).toHaveCount(4);
    const steps = page.getByRole("region", { name: "How a story is made" }).getByRole("listitem");
    await expect(steps.getByRole("heading")).toHaveText([
      "Research & Discover",
      "Analyze & Predict",
      "Share & Engage",
    ]);
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  });

  test("About's buttons lead to the articles and the submission portal", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "Submit Your Story" })).toHaveAttribute("href", "/submit");
    await page.getByRole("link", { name: "Explore Articles" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("Privacy", () => {
  test("The privacy policy has eight numbered sections, its dates and the editors' address", async ({
    page,
  }) => {
    const response = await page.goto("/privacy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const headings = page.locator("article section h2");
    await expect(headings).toHaveText([
      "1. Information We Collect",
      "2. How We Use Information",
      "3. Information Sharing",
      "4. Data Security",
      "5. Cookies and Browser Storage",
      "6. Your Rights",
      "7. Third-Party Links",
      "8. Changes to This Policy",
    ]);
    await expect(page.getByText("Effective date:")).toBeVisible();
    await expect(page.getByText("Last updated:")).toBeVisible();
    await expect(page.getByText("June 19, 2025")).toHaveCount(2);
    const contact = page.getByRole("link", { name: "editors@futuredispatch.example" }).last();
    await expect(contact).toHaveAttribute("href", "mailto:editors@futuredispatch.example");
  });

  test("The privacy page's footer shows the social links", async ({ page }) => {
    await page.goto("/privacy");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "The Future Dispatch on Twitter" }),
    ).toBeVisible();
  });
});

test.describe("Debug", () => {
  test("Debug shows the article total and the first three with category and author, and is noindex", async ({
    page,
    request,
  }) => {
    const articles = (await (await request.get("/api/articles")).json()) as {
      title: string;
      category: string;
      author: string;
    }[];
    const response = await page.goto("/debug");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("debug-total")).toHaveText(String(articles.length));
    const rows = page.getByTestId("debug-article");
    await expect(rows).toHaveCount(3);
    for (const [index, article] of articles.slice(0, 3).entries()) {
      await expect(rows.nth(index)).toContainText(article.title);
      await expect(rows.nth(index)).toContainText(`Category: ${article.category}`);
      await expect(rows.nth(index)).toContainText(`Author: ${article.author}`);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
