import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers.ts";

const luna = "/articles/luna-city-first-sister-society-2050";
const widgetsModule = /\/assets\/article-widgets\.island-[\w-]+\.js$/;

/** The reactions, the poll and the share buttons arrive after the page's own scripts (decision 133). */
test.describe("The article's widgets", () => {
  test("are not among the scripts the page loads up front, and answer clicks once they arrive", async ({
    page,
  }) => {
    const response = await page.request.get(luna);
    const html = await response.text();
    expect(html).toMatch(/rel="modulepreload"[^>]* href="\/assets\/article-[\w-]+\.js"/);
    expect(html).not.toMatch(/rel="modulepreload"[^>]* href="\/assets\/article-widgets/);

    // Held back for a second: the story hydrates without them, and the server's poll stays in place.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(widgetsModule, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(luna);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBe("pending");
    await expect(page.locator("#vote").getByRole("button", { name: "Yes" })).toBeVisible();

    release();
    await page.locator("#vote").getByRole("button", { name: "Maybe" }).click();
    await expect(page.locator("#vote").getByRole("status")).toHaveText(
      /^Thanks for voting! Total votes: \d+$/,
    );
    await expect(page).toHaveURL(luna);
  });

  test("show with the story on a client navigation, not after it", async ({ page }) => {
    await page.goto("/");
    // Client navigation is the framework's: before it runs, the link loads the story the browser's way.
    await hydrated(page);
    // The widgets' module takes a second longer than the page's data; the page must wait for both.
    await page.route(widgetsModule, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.locator('main a[href^="/articles/"]').first().click();
    // Checked on every frame from the click: the first frame with the story must have the widgets too.
    const shownTogether = await (
      await page.waitForFunction(() =>
        document.querySelector("article h1")
          ? {
              poll: document.querySelector("#vote") !== null,
              share: document.querySelector("#share-heading") !== null,
            }
          : false,
      )
    ).jsonValue();
    expect(shownTogether).toEqual({ poll: true, share: true });
  });
});
