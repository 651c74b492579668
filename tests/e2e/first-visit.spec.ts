import { expect, test, type Page } from "@playwright/test";
import { hydrated, pauseClock } from "./helpers.ts";

// A first visit: nothing stored, so the cookie notice, the category invitation and the promo all come due.
test.use({ storageState: { cookies: [], origins: [] } });

const overlaySelector = [
  "[data-testid=cookie-banner]",
  "[aria-labelledby=category-popup-title]",
  "[data-testid=promo-popup]",
].join(",");

/** What the reader came for, by page: these must never be under an overlay or a toast. */
const pages = [
  { path: "/", targets: ["main h1", "main h2"] },
  {
    path: "/articles/3-hour-workday-2045",
    targets: [
      "main h1",
      "main a[rel=author]",
      "#vote button",
      "section[aria-labelledby=reactions-heading] button",
    ],
  },
];

type Sample = { open: string[]; covered: string[] };

/**
 * The overlays open now, and every target whose centre is under an overlay or a toast. Each target is
 * brought to the middle of the window, as a reader scrolling to it would (a headline at the top of the
 * page stays at the top), and checked there.
 */
function sample(page: Page, targets: string[]) {
  return page.evaluate(
    ({ targets, overlaySelector }): Sample => {
      const open = [...document.querySelectorAll<HTMLElement>(overlaySelector)]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.dataset.testid ?? element.getAttribute("aria-labelledby") ?? "overlay");
      const covered: string[] = [];
      const scrolled = window.scrollY;
      for (const selector of targets) {
        for (const element of [...document.querySelectorAll<HTMLElement>(selector)].slice(0, 4)) {
          if (element.getClientRects().length === 0) continue;
          element.scrollIntoView({ block: "center" });
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          // The sticky header may sit over a story's headline as the page scrolls: that is the page.
          const by = hit?.closest<HTMLElement>(`${overlaySelector},[data-testid=toast]`);
          if (by) {
            const name = by.dataset.testid ?? by.getAttribute("aria-labelledby");
            covered.push(`${selector} "${element.textContent?.trim().slice(0, 30)}" under ${name}`);
          }
          window.scrollTo(0, scrolled);
        }
      }
      return { open, covered };
    },
    { targets, overlaySelector },
  );
}

for (const { path, targets } of pages) {
  test(`${path}: one overlay at a time, and none (and no toast) over the story`, async ({ page }) => {
    test.setTimeout(120_000);
    await pauseClock(page);
    await page.goto(path);
    // The overlays exist only once the framework runs, and their timers start with their code: moved
    // before it, the clock would leave each to come due on its own, not all at once.
    await hydrated(page);
    // Every overlay's timer comes due in this one step: cookie 1.5 s, invitation 3–5 s, promo 15 s.
    await page.clock.runFor(15_000);
    let reacted = false;
    for (let at = 0; at <= 35_000; at += 250) {
      const { open, covered } = await sample(page, targets);
      expect(
        open.length,
        `${at} ms after all came due, open together: ${open.join(", ")}`,
      ).toBeLessThanOrEqual(1);
      expect(covered, `${at} ms after all came due`).toEqual([]);
      // A reaction's toast arrives while an overlay is open: it must cover neither the reactions nor the rest.
      if (!reacted && at >= 1_000 && path !== "/") {
        reacted = true;
        await page.locator("section[aria-labelledby=reactions-heading] button").first().click();
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await page.clock.runFor(250);
    }
  });
}
