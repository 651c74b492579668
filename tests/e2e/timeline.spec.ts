import { expect, test, type Page } from "@playwright/test";
import { categories } from "../../app/lib/config/categories.ts";
import { expectNoViolationsInBothThemes, skipSelfOpeningPopups } from "./a11y-helpers.ts";
import { isMobile } from "./helpers.ts";

type ApiArticle = { slug: string; title: string; category: string; author: string };
const presentYear = new Date().getUTCFullYear();

async function apiArticles(page: Page) {
  return (await (await page.request.get("/api/articles")).json()) as ApiArticle[];
}

// Each test loads several pages; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

for (const javaScript of [true, false]) {
  const mode = javaScript ? "with JavaScript" : "without JavaScript";

  test.describe(`The Timeline ${mode}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("places every story under its dateline's year, in decades, with the present marked first", async ({
      page,
    }) => {
      const articles = await apiArticles(page);
      const response = await page.goto("/timeline");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("The Timeline | The Future Dispatch");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The future, year by year");
      const stories = page.getByTestId("timeline-story");
      await expect(stories).toHaveCount(articles.length);
      for (const article of articles.slice(0, 3)) {
        const story = stories.filter({ has: page.getByRole("heading", { level: 4, name: article.title }) });
        await expect(story).toContainText(`By ${article.author}`);
        await expect(story).toContainText(/\d+ min read/);
        await story.scrollIntoViewIfNeeded();
        await expect(story.locator("img").first()).toHaveAttribute("src", /^\/images\//);
      }
      const decades = page.getByRole("heading", { level: 2, name: /^The \d{4}s$/ });
      expect(await decades.count()).toBeGreaterThanOrEqual(2);
      const decadeYears = (await decades.allTextContents()).map((text) => Number(text.slice(4, 8)));
      expect(decadeYears).toEqual([...decadeYears].sort());
      const years = (await page.getByRole("heading", { level: 3 }).allTextContents()).map(Number);
      expect(years).toEqual([...years].sort());
      expect(years.every((year) => year > presentYear)).toBe(true);

      const marker = page.getByTestId("present-marker");
      await expect(marker).toContainText(`You are here: ${presentYear}`);
      await expect(marker).toContainText(`The next dispatch is dated ${years[0]}`);
      // The marker sits before the first decade on the page.
      const before = await marker.evaluate(
        (node) =>
          !!(node.compareDocumentPosition(document.querySelector("[data-testid=timeline-decade]")!) & 4),
      );
      expect(before).toBe(true);
    });

    test("filters by section with plain links, and an unknown section is the 404 page", async ({ page }) => {
      const articles = await apiArticles(page);
      await page.goto("/timeline");
      const filter = page.getByRole("navigation", { name: "Filter the timeline by section" });
      await expect(filter.getByRole("link", { name: "All sections" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const space = categories.find((category) => category.path === "/space-beyond")!;
      await filter.getByRole("link", { name: space.displayName }).click();
      await expect(page).toHaveURL(/\/timeline\?category=space-beyond$/);
      await expect(filter.getByRole("link", { name: space.displayName })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const expected = articles.filter((article) => article.category === space.name);
      await expect(page.getByTestId("timeline-story")).toHaveCount(expected.length);
      // Each story's section label; a piece in a form other than the report also carries its form's
      // label in the kicker style, before the section (decision 155), which is not a section.
      await expect(
        page.getByTestId("timeline-story").locator(".kicker:not([data-testid=form-label])"),
      ).toHaveText(expected.map(() => space.displayName));

      const missing = await page.goto("/timeline?category=no-such-section");
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 – Temporally Displaced");
    });

    test("an article links to its year on the timeline", async ({ page }) => {
      await page.goto("/articles/luna-city-first-sister-society-2050");
      const link = page.getByTestId("timeline-link").getByRole("link");
      const year = (await link.textContent())!.replace("More from ", "");
      expect(year).toMatch(/^20\d\d$/);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/timeline#y${year}$`));
      const heading = page.locator(`#y${year}`);
      await expect(heading).toHaveText(year);
      await expect(heading).toBeInViewport();
      const yearList = page.locator("li", { has: heading });
      await expect(yearList.getByRole("link", { name: /Oxbow Junction/ })).toBeVisible();
    });
  });
}

test("The Timeline is in the header's navigation, the footer, the sitemap, and carries its own metadata", async ({
  page,
}) => {
  await page.goto("/");
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Timeline" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Timeline" }).click();
  }
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "The Timeline" })).toHaveAttribute(
    "href",
    "/timeline",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/images\/share\/timeline\.png$/,
  );
  const image = await page.request.get("/images/share/timeline.png");
  expect(image.headers()["content-type"]).toBe("image/png");
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const jsonLd = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "ItemList");
  expect(jsonLd).toBeDefined();
  expect(jsonLd.numberOfItems).toBe(await page.getByTestId("timeline-story").count());
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain("/timeline</loc>");
});

test("The Timeline has no accessibility violations in either theme", async ({ page }) => {
  test.setTimeout(90_000);
  await skipSelfOpeningPopups(page);
  await page.goto("/timeline");
  await expectNoViolationsInBothThemes(page);
});

test("Keyboard readers reach the section filter and the first story from the top of the Timeline", async ({
  page,
}) => {
  await page.goto("/timeline");
  const all = page.getByRole("link", { name: "All sections" });
  for (
    let presses = 0;
    presses < 40 && !(await all.evaluate((node) => node === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(all).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/timeline\?category=/);
});
