import { expect, type Page } from "@playwright/test";
import axe from "axe-core";
import { categories } from "../../app/lib/config/categories.ts";
import { confirmedSubscriberToken } from "./newsletter-mail.ts";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar every page must clear. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export const themes = ["light", "dark"] as const;

/** Switches the emulated system theme; the page follows it while the reader has not picked one. */
export async function switchTheme(page: Page, theme: (typeof themes)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  // Buttons and links fade to the new theme's colours; checked mid-fade, a colour is neither theme's.
  // Only transitions: an endless animation (a pulsing badge) never finishes; a cancelled one rejects.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Which part of the page axe looks at and which rules it runs; by default the whole page, every rule. */
export type AxeScope = { include?: string; exclude?: string; tags?: string[] };

/**
 * Runs axe in the page and lists each violation with the elements it found, for a readable diff.
 * axe is injected once per document and run in place: @axe-core/playwright re-injects it and opens
 * a second page for every run, which cost about 2 s a run against 0.2–0.6 s here. The site has no
 * frames, so running in the top document alone checks the same elements.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async ({ include, exclude, tags }) => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const context = { include: include ? [include] : [document], exclude: exclude ? [exclude] : [] };
    const runOnly = tags ? { runOnly: { type: "tag" as const, values: tags } } : {};
    const results = await axe.run(context, { ...runOnly, resultTypes: ["violations"] });
    return results.violations;
  }, scope);
  return violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * Checks the page as it stands in light and then dark theme, without reloading it; `include` narrows
 * the check to one part of it (a selector).
 */
export async function expectNoViolationsInBothThemes(page: Page, include?: string) {
  for (const theme of themes) {
    await switchTheme(page, theme);
    expect(
      await axeViolations(page, { include, tags: wcagTags }),
      `axe violations in the ${theme} theme`,
    ).toEqual([]);
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

/** Opens a page with the self-opening popups kept away; the reader acts as soon as it has loaded. */
export async function openQuietly(page: Page, path: string) {
  await skipSelfOpeningPopups(page);
  await page.goto(path);
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
          'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter(
        (element) =>
          element.tabIndex >= 0 &&
          !(element as HTMLButtonElement).disabled &&
          element.getClientRects().length > 0 &&
          // Not the links of a closed <details> (the footer's further platforms): Tab skips them.
          element.checkVisibility(),
      );
  });
}

/** Subscribes a fresh address through the API and returns its unsubscribe token from the database. */
export const subscribedToken = (page: Page) => confirmedSubscriberToken(page, "a11y");
