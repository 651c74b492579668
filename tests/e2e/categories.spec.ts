import { expect, test } from "@playwright/test";
import { categories, categoryAliases } from "../../app/lib/config/categories.ts";
import { hydrated } from "./helpers.ts";

test.describe("Category pages", () => {
  for (const category of categories) {
    test(`${category.path} lists its ${category.name} articles with links, bylines and topics`, async ({
      page,
      request,
    }) => {
      const api = (await (await request.get("/api/articles")).json()) as {
        slug: string;
        title: string;
        category: string;
        author: string;
      }[];
      const expected = api.filter((article) => article.category === category.name);
      expect(expected.length).toBeGreaterThanOrEqual(2);

      const response = await page.goto(category.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: category.displayName })).toBeVisible();
      const rows = page.getByTestId("article-row");
      await expect(rows).toHaveCount(expected.length);
      for (const article of expected) {
        const headline = page.getByRole("heading", { level: 3, name: article.title });
        await expect(headline.getByRole("link")).toHaveAttribute("href", `/articles/${article.slug}`);
        const row = rows.filter({ has: headline });
        await expect(row).toContainText(`By ${article.author}`);
        await expect(row).toContainText(/\d+ min read/);
      }
      await expect(page.getByTestId("category-topics").getByRole("listitem")).toHaveText(category.topics);
      expect(category.topics.length).toBeGreaterThanOrEqual(3);
      expect(category.topics.length).toBeLessThanOrEqual(4);
    });
  }

  test("A reader follows a story from a category page to the article", async ({ page }) => {
    await page.goto("/space-beyond");
    const first = page
      .getByTestId("article-row")
      .first()
      .getByRole("heading", { level: 3 })
      .getByRole("link");
    const href = await first.getAttribute("href");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("A byline on a category page leads to the reporter's page", async ({ page }) => {
    await page.goto("/future-careers");
    const byline = page.getByTestId("article-row").first().locator(`a[href^="/author/"]`);
    const name = (await byline.textContent())!;
    await byline.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("Category thumbnails are lazy: a placeholder until scrolled near, then the image", async ({
    page,
  }) => {
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
    await page.goto("/future-trends");
    const frames = page.locator("[data-lazy-image]");
    const last = frames.last();
    await expect(last).toHaveAttribute("data-lazy-image", "waiting");
    await expect(last.locator("img")).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-lazy-image", "loaded");
    await expect(last.locator("img")).toHaveCSS("opacity", "1");
  });

  test("The first story's picture loads with the page rather than waiting to be scrolled to", async ({
    page,
  }) => {
    await page.goto("/space-beyond");
    const lead = page.getByTestId("article-row").first().locator("img");
    await expect(lead).toHaveAttribute("fetchpriority", "high");
    await expect(lead).toHaveAttribute("loading", "eager");
    await expect(page.getByTestId("article-row").first().locator("[data-lazy-image]")).toHaveCount(0);
    expect(await lead.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });

  test("Without JavaScript the thumbnails are still there as plain images", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/sustainability");
    const image = page.locator("[data-lazy-image] img").first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });

  test("A thumbnail that fails to load shows a quiet placeholder instead of a broken image", async ({
    page,
  }) => {
    await page.route(/\/images\/articles\/.*\.svg$/, (route) => route.abort());
    await page.goto("/ai-society");
    const first = page.locator("[data-lazy-image]").first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute("data-lazy-image", "error");
    await expect(first.locator("img")).toHaveCount(0);
  });

  test("Readers who prefer reduced motion get the image without a fade", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/future-health");
    const frame = page.locator("[data-lazy-image]").first();
    await frame.scrollIntoViewIfNeeded();
    const image = frame.locator("img");
    await expect(image).toBeVisible();
    const duration = await image.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.05);
  });

  test("Thumbnails fade in over 300 ms for everyone else", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/future-health");
    const frame = page.locator("[data-lazy-image]").first();
    await frame.scrollIntoViewIfNeeded();
    const image = frame.locator("img");
    await expect(image).toBeVisible();
    expect(await image.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0.3s");
  });
});

test.describe("Category aliases", () => {
  for (const [alias, target] of Object.entries(categoryAliases)) {
    test(`${alias} answers a permanent redirect to ${target}`, async ({ request }) => {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, "http://x").pathname).toBe(target);
      const followed = await request.get(alias);
      expect(followed.status()).toBe(200);
    });
  }
});

test.describe("Loading texts", () => {
  test("While a section's articles are on their way, the reader sees that section's loading text", async ({
    page,
  }) => {
    await page.goto("/space-beyond");
    // The loading text belongs to the framework's navigation: before it runs, a link loads a whole page.
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/future-health\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Future of Health", exact: true }).first().click();
    await expect(page.getByTestId("pending-navigation")).toHaveText("Loading Future of Health articles...");
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Future of Health" })).toBeVisible();
    await expect(page.getByTestId("pending-navigation")).toHaveCount(0);
  });

  test("While a reporter's page is on its way, the reader sees Loading...", async ({ page }) => {
    await page.goto("/future-careers");
    // As above: only the framework's navigation has a loading text.
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/author\/.*\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("article-row").first().locator(`a[href^="/author/"]`).click();
    await expect(page.getByTestId("pending-navigation")).toHaveText("Loading...");
    release();
    await expect(page.getByRole("heading", { level: 2, name: /^Articles by / })).toBeVisible();
  });
});
