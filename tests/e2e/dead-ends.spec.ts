import { expect, test } from "@playwright/test";

test.describe("No dead ends", () => {
  test("no link on the home page goes to '#', the footer's further platforms included", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByText("Show more platforms", { exact: true }).click();
    const nowhere = await page
      .locator("a")
      .evaluateAll((links) =>
        links
          .filter((link) => link.getAttribute("href")?.trim() === "#")
          .map((link) => link.outerHTML.slice(0, 120)),
      );
    expect(nowhere).toEqual([]);
  });

  test("the 404 page has a search box and links to the latest stories", async ({ page }) => {
    const response = await page.goto("/no-such-future-here");
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(main.getByRole("search").getByRole("searchbox")).toBeVisible();
    expect(await main.locator("a[href^='/articles/']").count()).toBeGreaterThanOrEqual(3);
  });

  test("an unknown story's 404 has them too", async ({ page }) => {
    const response = await page.goto("/articles/a-story-that-never-ran");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("searchbox")).toBeVisible();
    expect(await page.getByRole("main").locator("a[href^='/articles/']").count()).toBeGreaterThanOrEqual(3);
  });

  test("a search with no results has a search box and links to the latest stories", async ({ page }) => {
    await page.goto("/search?q=zyxwvutsr");
    const main = page.getByRole("main");
    await expect(main.getByText("No results found")).toBeVisible();
    await expect(main.getByRole("search").getByRole("searchbox")).toBeVisible();
    expect(await main.locator("a[href^='/articles/']").count()).toBeGreaterThanOrEqual(3);
  });

  test("the 404's search box searches", async ({ page }) => {
    await page.goto("/no-such-future-here");
    const box = page.getByRole("main").getByRole("searchbox");
    await box.fill("workday");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=workday/);
  });
});

test("The Odds with no votes (or too few to rank) is under two screens tall at 1280 px @desktop", async ({
  page,
}) => {
  // Every story is listed; with too few votes to rank, each takes a line, with a way to vote.
  await page.goto("/odds");
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  const unranked = page.getByTestId("odds-unranked").getByTestId("odds-row");
  await expect(page.getByTestId("odds-empty")).toBeVisible();
  expect(height, `The Odds is ${height} px tall`).toBeLessThan(2 * screen);
  await expect(unranked.first().getByRole("link", { name: /^Vote on/ })).toBeVisible();
});

test("a section's topic chips are links to a search for the topic", async ({ page }) => {
  await page.goto("/future-trends");
  const chips = page.getByTestId("category-topics").getByRole("listitem");
  const count = await chips.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const link = chips.nth(index).getByRole("link");
    await expect(link).toHaveAttribute("href", /^\/search\?q=/);
  }
});
