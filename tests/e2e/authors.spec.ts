import { expect, test } from "@playwright/test";

const reporters = [
  { slug: "nova-okafor", name: "Nova Okafor", role: "Senior AI & Politics Correspondent" },
  { slug: "idris-vale", name: "Idris Vale", role: "Space & AI Ethics Specialist" },
  { slug: "mira-castellanos", name: "Mira Castellanos", role: "Space Exploration & Society Reporter" },
  { slug: "theo-lindqvist", name: "Theo Lindqvist", role: "Economic Trends & Social Commentary" },
];

type ApiArticle = { slug: string; title: string; author: string };

test.describe("Reporter pages", () => {
  for (const reporter of reporters) {
    test(`${reporter.name}'s page shows portrait, role, bio and every article they wrote`, async ({
      page,
      request,
    }) => {
      const all = (await (await request.get("/api/articles")).json()) as ApiArticle[];
      const theirs = all.filter((article) => article.author === reporter.name);

      const response = await page.goto(`/author/${reporter.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: reporter.name })).toBeVisible();
      await expect(page.getByText(reporter.role, { exact: true })).toBeVisible();
      const portrait = page.getByRole("img", { name: new RegExp(`portrait of ${reporter.name}`) });
      await expect(portrait).toBeVisible();
      expect(await portrait.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      const bio = page.getByTestId("author-bio");
      await expect(bio).toContainText(reporter.name.split(" ")[1]!);
      expect((await bio.innerText()).split(/\s+/).length).toBeGreaterThanOrEqual(80);

      await expect(
        page.getByRole("heading", { level: 2, name: `Articles by ${reporter.name}` }),
      ).toBeVisible();
      const count = theirs.length === 1 ? "1 article published" : `${theirs.length} articles published`;
      await expect(page.getByTestId("author-article-count")).toHaveText(count);
      await expect(page.getByTestId("article-row")).toHaveCount(theirs.length);
      for (const article of theirs) {
        await expect(page.getByRole("link", { name: article.title, exact: true })).toHaveAttribute(
          "href",
          `/articles/${article.slug}`,
        );
      }
    });
  }

  test("An unknown reporter answers 404 with the Temporally Displaced screen", async ({ page }) => {
    const response = await page.goto("/author/no-such-reporter");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 – Temporally Displaced" })).toBeVisible();
  });

  test("The About page's team links lead to each reporter's page", async ({ page }) => {
    await page.goto("/about");
    for (const reporter of reporters) {
      await expect(page.getByRole("link", { name: reporter.name, exact: true })).toHaveAttribute(
        "href",
        `/author/${reporter.slug}`,
      );
    }
    await page.getByRole("link", { name: "Idris Vale", exact: true }).click();
    await expect(page).toHaveURL(/\/author\/idris-vale$/);
    await expect(page.getByRole("heading", { level: 2, name: "Articles by Idris Vale" })).toBeVisible();
  });
});
