import { expect, test, type Page } from "@playwright/test";
import { holdScripts, hydrated, visibleOnTop } from "./helpers.ts";

test.describe("The page shell", () => {
  test("Readers see the header, footer and copyright year on the home page", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner").getByRole("link", { name: "The Future Dispatch" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Sections" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "The Weekly Dispatch" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} The Future Dispatch`);
    for (const name of ["Twitter", "Facebook", "Instagram", "TikTok", "YouTube", "Reddit"]) {
      await expect(footer.getByRole("link", { name: `The Future Dispatch on ${name}` })).toBeVisible();
    }
  });

  test("Unknown paths answer 404 with the Temporally Displaced screen", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 – Temporally Displaced" })).toBeVisible();
    // One heading says it: no "Error 404" kicker repeating the code above it.
    await expect(page.getByText(/^Error 404$/i)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      page.getByText("We couldn’t find the futuristic content you were looking for."),
    ).toBeVisible();
    await expect(page.getByText("Even in our timeline, this page doesn’t exist.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
    await expect(page.getByRole("link", { name: "The Future Dispatch on Twitter" })).toHaveCount(0);
    await page.getByRole("link", { name: "Return to the main timeline" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("The reading-progress bar follows the scroll", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByTestId("reading-progress");
    await expect(bar).toHaveAttribute("data-percent", "0");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute("data-percent", "100");
  });
});

// The footer's further platforms are a native disclosure: they open at the first tap, with or without
// JavaScript, before any code of the app has run.
for (const javaScript of [true, false]) {
  test.describe(`The footer's platforms ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("Readers can reveal more social platforms and hide them again", async ({ page }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "The Future Dispatch on Discord" })).toHaveCount(0);
      await footer.getByText("Show more platforms", { exact: true }).click();
      for (const name of ["Discord", "LinkedIn", "Twitch", "Pinterest"]) {
        await expect(footer.getByRole("link", { name: `The Future Dispatch on ${name}` })).toBeVisible();
      }
      await footer.getByText("Show less", { exact: true }).click();
      await expect(footer.getByRole("link", { name: "The Future Dispatch on Discord" })).toHaveCount(0);
    });
  });
}

test("Platforms revealed before the page's code arrives stay revealed once hydrated", async ({ page }) => {
  // Every client script held back until the reader has tapped, as on a slow phone.
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const footer = page.getByRole("contentinfo");
  await footer.getByText("Show more platforms", { exact: true }).click();
  const discord = footer.getByRole("link", { name: "The Future Dispatch on Discord" });
  await expect(discord).toBeVisible();
  release();
  // The test is about what hydration does to what the reader opened, so it waits for it.
  await hydrated(page);
  await expect(discord).toBeVisible();
  await expect(footer.getByText("Show less", { exact: true })).toBeVisible();
});

test.describe("Theme", () => {
  test("The reader's theme choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("future-dispatch:theme"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("A dark system preference paints dark before any script of the app runs", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark", javaScriptEnabled: true });
    const page = await context.newPage();
    // Block the app's bundles: only the inline boot script runs, as at first paint before hydration.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(12, 14, 18)");
    await context.close();
  });

  for (const scheme of ["dark", "light"] as const) {
    test(`Without JavaScript the page is in the device's ${scheme} theme, and offers no toggle that cannot work`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: scheme, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/");
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(scheme === "dark" ? "rgb(12, 14, 18)" : "rgb(255, 255, 255)");
      await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
      await expect(page.getByTestId("theme-toggle")).toBeHidden();
      await context.close();
    });
  }

  test("The theme toggle is named for the theme it switches to, from the first paint", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    // Before any script of the app has run, the server's HTML already names the right action.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Switch to dark theme", exact: true })).toBeVisible();
    // The toggle works with the app's scripts still blocked: the header's inline script switches it.
    await page.getByRole("button", { name: "Switch to dark theme", exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to light theme", exact: true })).toBeVisible();
    await context.close();
  });

  test("While nothing is stored, the system preference decides and follows changes", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test.describe("Navigation", () => {
  test("Desktop readers open the category dropdown and reach a category @desktop", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Submit" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Feedback" })).toBeVisible();
    await page.getByRole("button", { name: "The Future of Everything" }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveText([
      "Trends",
      "AI",
      "Space",
      "Sustainability",
      "Work",
      "Health",
      "Politics & Power",
    ]);
    await expect(page.getByRole("search")).toBeVisible();
  });

  test("Mobile readers open the numbered menu, which closes on a link @mobile", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link")).toHaveText([
      "01Home",
      "02The Future of Randoms",
      "03AI",
      "04Space",
      "05Sustainability",
      "06Work",
      "07Health",
      "08Politics & Power",
      "09Timeline",
      "10Submit",
      "11Feedback",
    ]);
    await menu.getByRole("link", { name: "Feedback" }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(menu).toBeHidden();
  });

  test("The open mobile menu fills the screen below the header with every link in view @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const headerBox = (await page.getByRole("banner").boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    // Full height: from the header's foot to the bottom of the screen, and the whole width.
    expect(menuBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 2);
    expect(menuBox.y).toBeLessThanOrEqual(headerBox.y + headerBox.height + 1);
    expect(menuBox.y + menuBox.height).toBeGreaterThanOrEqual(811);
    expect(menuBox.width).toBeGreaterThanOrEqual(374);
    // Every link is on screen without scrolling, and it is the link (not the page) at its centre.
    const links = menu.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(10);
    const report = await visibleOnTop(links);
    for (const link of report) expect(link, link.text ?? "").toMatchObject({ inView: true, onTop: true });
    expect(await menu.evaluate((element) => element.scrollTop)).toBe(0);
  });

  test("On mobile the menu and the search bar are exclusive @mobile", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(page.locator("#mobile-search-bar")).toBeVisible();
    await expect(page.locator("#mobile-search")).toBeFocused();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(page.locator("#mobile-search-bar")).toBeHidden();
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.locator("#mobile-search-bar")).toBeVisible();
  });

  test("The menu closes when the window reaches the desktop bar's 1,280 px, and the search bar at 768 px @mobile", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.setViewportSize({ width: 1300, height: 812 });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(page.locator("#mobile-search-bar")).toBeVisible();
    await page.setViewportSize({ width: 800, height: 812 });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.locator("#mobile-search-bar")).toBeHidden();
  });

  test("Every navigation starts at the top of the page", async ({ page }) => {
    await page.goto("/");
    // The browser puts a page it loads at the top itself; the test is about the framework's client
    // navigation, which exists once it runs.
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("Toasts", () => {
  const focusedIn = (page: Page) =>
    page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? null);

  test("F8 moves focus to the notifications region", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("F8");
    await expect.poll(() => focusedIn(page)).toMatch(/^Notifications/);
  });

  test("F8 pressed before the page's code arrives reaches the notifications region once it does", async ({
    page,
  }) => {
    // Every client script held back until the reader has pressed, as on a slow phone.
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.getByRole("banner")).toBeVisible();
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect.poll(() => focusedIn(page)).toMatch(/^Notifications/);
  });
});
