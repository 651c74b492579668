import { expect, test, type Page } from "@playwright/test";

// The footer and the front page's rows and last blocks start far down the page: app.css has the browser
// leave them undrawn until the reader comes near (decision 193), so a change to the whole page (the
// theme) restyles what is on screen. The reader must not be able to tell.

const row = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The section rows' headings, top to bottom, with where each stands on the page. */
function rowTops(page: Page) {
  return page.locator("main section[aria-labelledby^='section-'] h2").evaluateAll((headings) =>
    headings.map((heading) => ({
      name: heading.textContent ?? "",
      top: Math.round(heading.getBoundingClientRect().top + window.scrollY),
    })),
  );
}

test.describe("Blocks far down the front page", () => {
  test("are not drawn until the reader scrolls near them, and stand at the height they are drawn at", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    // Undrawn, far below the first screen: its contents are skipped by the browser.
    await expect
      .poll(() =>
        footer.evaluate((element) =>
          element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      )
      .toBe(false);
    const placed = await rowTops(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(placed.length).toBeGreaterThan(4);

    // Scrolled through as a reader does, every row is drawn where it stood, and the page keeps its length.
    for (let y = 0; y < height; y += 500) {
      await page.evaluate(() => scrollBy(0, 500));
      await page.waitForTimeout(30);
    }
    await expect(footer.getByRole("link").last()).toBeInViewport();
    expect(
      await footer.evaluate((element) =>
        element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      ),
    ).toBe(true);
    expect(await rowTops(page)).toEqual(placed);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  });

  test("Back from a story, the front page is where the reader left it", async ({ page }) => {
    await page.goto("/");
    const rows = await rowTops(page);
    const { name } = rows[Math.min(5, rows.length - 1)]!;
    const section = row(page, name);
    await section.locator("h2").evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    const left = await section
      .locator("h2")
      .evaluate((heading) => Math.round(heading.getBoundingClientRect().top) + 0);
    await section.locator("a[href^='/articles/']").first().click();
    await expect(page).toHaveURL(/\/articles\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(section.locator("h2")).toBeInViewport();
    await expect
      .poll(() =>
        section.locator("h2").evaluate((heading) => Math.round(heading.getBoundingClientRect().top) + 0),
      )
      .toBe(left);
  });

  test("Find in page and a link to a row far down reach it", async ({ page }) => {
    const rows = await (async () => {
      await page.goto("/");
      return rowTops(page);
    })();
    const last = rows.at(-1)!;
    const id = await row(page, last.name).getAttribute("aria-labelledby");
    await page.goto(`/#${id}`);
    await expect(row(page, last.name).locator("h2")).toBeInViewport();
    // The browser's find (window.find, as Ctrl+F) searches the undrawn rows too.
    await page.evaluate(() => scrollTo(0, 0));
    expect(
      await page.evaluate(
        (text) => (window as unknown as { find(s: string): boolean }).find(text),
        last.name,
      ),
    ).toBe(true);
    await expect(row(page, last.name).locator("h2")).toBeInViewport();
  });
});
