import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated, isMobile } from "./helpers.ts";

test.describe("The home page", () => {
  test("The home page content passes an automated accessibility check", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("The masthead shows the brand and the tagline", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "The Future Dispatch" })).toBeVisible();
    await expect(page.getByText("We report the future as if it’s happening now.").first()).toBeVisible();
  });

  test("Support Us links to the support page on desktop only", async ({ page }) => {
    await page.goto("/");
    const support = page.getByRole("link", { name: "Support Us" });
    if (isMobile(page)) {
      await expect(support).toBeHidden();
    } else {
      await expect(support).toBeVisible();
      await expect(support).toHaveAttribute("href", "https://futuredispatch.example/support");
    }
  });

  test("Recent Articles shows three stories with category, blurb, read time and their badges", async ({
    page,
  }) => {
    await page.goto("/");
    const recent = page.getByRole("region", { name: "Recent Articles" });
    const cards = recent.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(recent.getByText(/^(Featured|Trending|Breaking)$/)).toHaveText([
      "Featured",
      "Trending",
      "Breaking",
    ]);
    for (const card of await cards.all()) {
      await expect(card.getByText("Space & Beyond")).toBeVisible();
      await expect(card.getByText(/\d+ min read/)).toBeVisible();
      await expect(card.locator("p.font-serif")).not.toBeEmpty();
      const image = card.getByRole("img");
      await expect(image).toHaveAttribute("loading", "eager");
    }
    // The two secondary stories keep the spec's 225 px image height at every width.
    const box = await cards.nth(1).getByRole("img").boundingBox();
    expect(box?.height).toBe(225);
  });

  test("A story on the front page opens its article", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const lead = page.getByRole("region", { name: "Recent Articles" }).getByRole("article").first();
    const title = (await lead.getByRole("heading").textContent())!.trim();
    await lead.getByRole("link").click();
    await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("The category grid links all nine categories in the spec's order", async ({ page }) => {
    await page.goto("/");
    const grid = page.getByRole("region", { name: "Join 15,000+ readers, explore all our categories" });
    const hrefs = await grid
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/future-trends",
      "/ai-automation",
      "/space-beyond",
      "/sustainability",
      "/politics-power",
      "/future-careers",
      "/future-economy",
      "/future-health",
      "/ai-society",
    ]);
    await expect(grid.getByRole("link", { name: /Politics & Power/ })).toBeVisible();
    await expect(grid.getByRole("link", { name: /The Future of Work/ })).toBeVisible();
  });

  test("Meet Our Authors introduces the four reporters, linked to their pages", async ({ page }) => {
    await page.goto("/");
    const authors = page.getByRole("region", { name: "Meet Our Authors" });
    const items = authors.getByRole("listitem");
    await expect(items).toHaveCount(4);
    for (const [name, slug, role] of [
      ["Nova Okafor", "nova-okafor", "Investigative Futurist"],
      ["Idris Vale", "idris-vale", "Future Analyst & Timeline Researcher"],
      ["Mira Castellanos", "mira-castellanos", "Futurist & Storyteller"],
      ["Theo Lindqvist", "theo-lindqvist", "Human-Centered Reporter"],
    ]) {
      const item = items.filter({ hasText: name });
      await expect(item.getByRole("link", { name })).toHaveAttribute("href", `/author/${slug}`);
      await expect(item.getByText(role, { exact: true })).toBeVisible();
      await expect(item.getByRole("img")).toHaveAttribute("alt", new RegExp(name));
    }
  });

  test("The thank-you banner and the Submit Your Story call to action are shown", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("15,274 readers this month")).toBeVisible();
    await expect(page.getByRole("link", { name: "Submit Your Story" })).toHaveAttribute("href", "/submit");
  });

  test("The sponsor column holds the four placeholders, each with Learn More to #", async ({ page }) => {
    await page.goto("/");
    const rail = page.getByRole("complementary", { name: "Sponsors" });
    await expect(rail.getByText("PREMIUM SPONSOR", { exact: true })).toBeVisible();
    await expect(rail.getByText("FEATURED SPONSOR", { exact: true })).toBeVisible();
    const ads = rail.getByText("ADVERTISEMENT", { exact: true });
    await expect(ads).toHaveCount(2);
    const heights = await ads.evaluateAll((labels) =>
      labels.map((label) => label.parentElement!.getBoundingClientRect().height),
    );
    expect(heights).toEqual([250, 600]);
    const learnMore = rail.getByRole("link", { name: "Learn More" });
    await expect(learnMore).toHaveCount(4);
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute("href", "#");
  });
});
