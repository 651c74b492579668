import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { categories } from "../../app/lib/config/categories.ts";
import { queryE2eDb, uniqueEmail } from "./e2e-db.ts";
import { hydrated } from "./helpers.ts";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar every page must clear. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export const themes = ["light", "dark"] as const;

/** Switches the emulated system theme; the page follows it while the reader has not picked one. */
export async function switchTheme(page: Page, theme: (typeof themes)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

/** Runs axe over the whole page and lists each violation with the elements it found, for a readable diff. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Checks the page as it stands in light and then dark theme, without reloading it. */
export async function expectNoViolationsInBothThemes(page: Page) {
  for (const theme of themes) {
    await switchTheme(page, theme);
    expect(await axeViolations(page), `axe violations in the ${theme} theme`).toEqual([]);
  }
}

/** Marks the self-opening popups as already seen, so they cannot appear over what a test is doing. */
export async function skipSelfOpeningPopups(page: Page) {
  await page.addInitScript(
    (paths) => {
      sessionStorage.setItem("future-dispatch:promo-popup-seen", "true");
      for (const path of paths) sessionStorage.setItem(`future-dispatch:category-popup:${path}`, "shown");
    },
    categories.map((category) => category.path),
  );
}

/** Opens a page with the self-opening popups kept away, ready for keyboard and pointer. */
export async function openQuietly(page: Page, path: string) {
  await skipSelfOpeningPopups(page);
  await page.goto(path);
  await hydrated(page);
}

/**
 * Defines `window.tabOrder()` in the page: the controls Tab visits, in order (the site uses no
 * positive tabindex, so document order is tab order).
 */
export async function exposeTabOrder(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { tabOrder: () => HTMLElement[] }).tabOrder = () =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter(
        (element) =>
          element.tabIndex >= 0 &&
          !(element as HTMLButtonElement).disabled &&
          element.getClientRects().length > 0 &&
          getComputedStyle(element).visibility !== "hidden",
      );
  });
}

/** Subscribes a fresh address through the API and returns its unsubscribe token from the database. */
export async function subscribedToken(page: Page) {
  const email = uniqueEmail("a11y");
  const response = await page.request.post("/api/newsletter/subscribe", { data: { email } });
  expect(response.ok()).toBe(true);
  const [row] = queryE2eDb(`SELECT unsubscribe_token AS token FROM subscribers WHERE email = '${email}'`);
  return String(row!.token);
}
