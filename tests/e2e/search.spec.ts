import { axeViolations } from "./a11y-helpers.ts";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts, isMobile, pauseClock } from "./helpers.ts";

/** The header's search combobox: the desktop box, or the mobile bar after opening it. */
async function searchBox(page: Page) {
  if (isMobile(page)) await page.getByRole("button", { name: "Open search" }).click();
  return page.getByRole("combobox", { name: "Search articles" });
}

/** Holds the client navigation's data request, so the page being left can still be inspected. */
async function holdNavigation(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}.data*`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const listbox = (page: Page) => page.getByRole("listbox", { name: "Matching articles" });

test.describe("The header search box", () => {
  test("Asks for 3 characters, then lists matching articles with category, read time and snippet", async ({
    page,
  }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("ma");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Type at least 3 characters to search")).toBeVisible();
    await box.fill("mar");
    const mars = listbox(page).getByRole("option", { name: /Mars Reality Show/ });
    await expect(mars).toBeVisible();
    await expect(mars).toContainText("Space & Beyond");
    await expect(mars).toContainText(/\d+ min read/);
    await expect(mars.locator("mark").first()).toHaveText("Mars");
    await expect(box).toHaveAttribute("aria-controls", (await listbox(page).getAttribute("id"))!);
    const popupHeight = await listbox(page).evaluate(
      (element) => getComputedStyle(element.parentElement!).maxHeight,
    );
    expect(popupHeight).toBe("384px");
  });

  test("Shows Searching... while the answer is on its way, and waits 300 ms after typing", async ({
    page,
  }) => {
    const requests: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/search?**", async (route) => {
      requests.push(new URL(route.request().url()).searchParams.get("q") ?? "");
      await held;
      await route.continue();
    });
    // The page's clock only moves when the test says, so a slow machine cannot stretch the typing
    // past the debounce.
    await pauseClock(page);
    await page.goto("/");
    const box = await searchBox(page);
    await box.pressSequentially("landfill");
    await page.clock.runFor(250);
    expect(requests).toEqual([]);
    await page.clock.runFor(60);
    await expect(page.getByText("Searching...")).toBeVisible();
    release();
    // On a loaded machine the box's search code can arrive after the typing (its debounce then starts
    // late), or the first answer can fail and be retried 1 s later: time has to move for either.
    const landfill = listbox(page).getByRole("option", { name: /Landfill Closes/ });
    await expect(async () => {
      await page.clock.runFor(500);
      await expect(landfill).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // Typed within the debounce: requests only for the whole word, never for a part of it.
    expect(requests.length).toBeGreaterThan(0);
    expect(new Set(requests)).toEqual(new Set(["landfill"]));
  });

  test('Says No articles found for "{query}" when nothing matches', async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("zqxjvw");
    await expect(page.getByText('No articles found for "zqxjvw"')).toBeVisible();
    await expect(listbox(page)).toBeHidden();
  });

  test("Shows the error only after the request failed and was retried twice", async ({ page }) => {
    let attempts = 0;
    await page.route("**/api/search?**", (route) => {
      attempts++;
      return route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' });
    });
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("robots");
    await expect(page.getByText("Searching...")).toBeVisible();
    await expect(page.getByText("Error searching articles. Please try again.")).toBeVisible({
      timeout: 10_000,
    });
    expect(attempts).toBe(3);
  });

  test("Arrow keys move through the results and Enter opens the highlighted one", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("landfill");
    const options = listbox(page).getByRole("option");
    await expect(options.first()).toContainText("Landfill");
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await box.press("ArrowDown");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await expect(options.last()).toHaveText("See all results");
    await box.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    const release = await holdNavigation(page, "/articles/zero-waste-2055");
    await box.press("Enter");
    await expect(box).toHaveValue("");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(page).toHaveURL(/\/articles\/zero-waste-2055$/);
  });

  test("Enter with no result highlighted opens the search page for the text", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("mars");
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=mars$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “mars”");
  });

  test("Picking a result with the pointer opens it and clears the text @desktop", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("timestamp");
    const release = await holdNavigation(page, "/articles/extra-second-auction-2061");
    await listbox(page)
      .getByRole("option", { name: /Trading Firm Buys/ })
      .click();
    await expect(box).toHaveValue("");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(page).toHaveURL(/\/articles\/extra-second-auction-2061$/);
  });

  test("Picking a result in the mobile bar opens it and closes the bar @mobile", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("timestamp");
    await listbox(page)
      .getByRole("option", { name: /Trading Firm Buys/ })
      .tap();
    await expect(page).toHaveURL(/\/articles\/extra-second-auction-2061$/);
    await expect(page.locator("#mobile-search-bar")).toHaveCount(0);
  });

  test("Escape closes the dropdown and keeps the text; typing opens it again", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("mars");
    await expect(listbox(page)).toBeVisible();
    await box.press("Escape");
    await expect(listbox(page)).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("mars");
    await box.press("End");
    await box.pressSequentially(" robots");
    await expect(listbox(page)).toBeVisible();
  });

  test("A click outside closes the dropdown", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("mars");
    await expect(listbox(page)).toBeVisible();
    await page.getByRole("contentinfo").getByRole("heading", { name: "Quick Links" }).click();
    await expect(listbox(page)).toBeHidden();
    // On a phone the click outside closes the whole search bar, as it closes any header panel.
    if (isMobile(page)) await expect(page.locator("#mobile-search-bar")).toBeHidden();
    else await expect(box).toHaveAttribute("aria-expanded", "false");
  });

  test("The clear button empties the box and closes the dropdown", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("mars");
    await expect(listbox(page)).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("Search accessibility", () => {
  test("The open dropdown and the results page have no axe violations", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("mars");
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    expect(await axeViolations(page, { include: "header" })).toEqual([]);
    await page.goto("/search?q=mars");
    // The reading-progress bar belongs to the page shell, outside any landmark; not this feature's.
    expect(await axeViolations(page, { exclude: '[aria-label="Reading progress"]' })).toEqual([]);
  });
});

test.describe("The search results page", () => {
  test("Shows the query in its field, three results, and Load More adds three at a time", async ({
    page,
  }) => {
    const total = ((await (await page.request.get("/api/search?q=the")).json()) as unknown[]).length;
    expect(total).toBeGreaterThan(6);
    await page.goto("/search?q=the");
    const main = page.getByRole("main");
    await expect(main.getByRole("searchbox", { name: "Search articles" })).toHaveValue("the");
    const results = main.getByRole("article");
    await expect(results).toHaveCount(3);
    await expect(main.getByText(`Showing 3 of ${total}`)).toBeVisible();
    await main.getByRole("link", { name: "Load More" }).click();
    await expect(results).toHaveCount(6);
    await expect(results.nth(3).getByRole("heading").getByRole("link")).toBeFocused();
    await main.getByRole("link", { name: "Load More" }).click();
    await expect(results).toHaveCount(Math.min(9, total));
    await expect(page).toHaveURL(/\/search\?q=the$/);
  });

  test("Load More pressed before the framework has run reveals three more in place once it has", async ({
    page,
  }) => {
    // Every script held back until the reader has pressed, as on a slow phone.
    const release = await holdScripts(page);
    await page.goto("/search?q=the");
    const main = page.getByRole("main");
    const results = main.getByRole("article");
    await expect(results).toHaveCount(3);
    await main.getByRole("link", { name: "Load More" }).click();
    release();
    await expect(results).toHaveCount(6);
    await expect(results.nth(3).getByRole("heading").getByRole("link")).toBeFocused();
    await expect(page).toHaveURL(/\/search\?q=the$/);
  });

  test("Searching again from the page's own field shows the new results", async ({ page }) => {
    await page.goto("/search?q=mars");
    const field = page.getByRole("main").getByRole("searchbox", { name: "Search articles" });
    await field.fill("regolith");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=regolith$/);
    await expect(page.getByRole("main").getByRole("article").first()).toContainText("Oxbow Junction");
  });

  test("Says Please enter a search term without a query, and No results found without a match", async ({
    page,
  }) => {
    await page.goto("/search");
    await expect(page.getByText("Please enter a search term")).toBeVisible();
    await page.goto("/search?q=zqxjvw");
    await expect(page.getByText("No results found")).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  });
});

test.describe("The search results page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Renders results on the server and Load More links to the next page", async ({ page }) => {
    await page.goto("/search?q=the");
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(3);
    const loadMore = main.getByRole("link", { name: "Load More" });
    await expect(loadMore).toHaveAttribute("href", /[?&]page=2/);
    await loadMore.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(main.getByRole("article")).toHaveCount(6);
  });

  test("The header box submits to the search page @desktop", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search articles" });
    await box.fill("robots");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=robots$/);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  });
});
