import type { BrowserContext, Locator, Page } from "@playwright/test";

/**
 * Stops the page's clock at `at` before the page loads: timers then fire only when the test runs the
 * clock, however slowly the machine loads and hydrates the page.
 */
export async function pauseClock(page: Page, at = new Date("2026-03-01T09:00:01Z")) {
  await page.clock.install({ time: new Date(at.getTime() - 1_000) });
  await page.clock.pauseAt(at);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Waits until React has hydrated the page and every deferred widget on it (decision 133), so clicks
 * reach their handlers.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const { dataset } = document.documentElement;
    return dataset.hydrated === "true" && dataset.islands !== "pending";
  });
}

/**
 * Records the text of every toast the page shows, so a test can assert on a short-lived toast
 * even when a loaded machine is slower than the toast's duration.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>("[data-testid=toast]")) {
        const text = toast.innerText.replace(/\s+/g, " ").trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

/**
 * A client address of its own for `cf-connecting-ip`, which local wrangler passes through. The write
 * endpoints are rate limited per network, so a test that posts a lot, or means "another reader",
 * sends one; requests without it all count as the same client.
 */
export const readerAddress = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${(Date.now() % 0xffff).toString(16)}::e2e`;

/**
 * Every request of the context (pages and `page.request`) from a network of its own. Form posts and
 * opened unsubscribe links share one allowance per network (decision 117), so a test that opens such a
 * page must not depend on how much of this machine's allowance the rest of the suite has spent.
 */
export const ownNetwork = (context: BrowserContext) =>
  context.setExtraHTTPHeaders({ "cf-connecting-ip": readerAddress() });

/**
 * For each element the locator matches: whether it lies wholly inside the viewport and is the topmost
 * element at its centre, so a reader can see and tap it (not hidden under an overlay).
 */
export function visibleOnTop(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        text: element.textContent,
        inView: box.top >= 0 && box.bottom <= window.innerHeight,
        onTop: hit !== null && element.contains(hit),
      };
    }),
  );
}

/** Shared with the screenshots of the page before its code (scripts/screenshots/). */
export { holdScripts } from "../../scripts/lib/phone-profile.ts";

/**
 * For each element the locator matches: on how many lines its first "N min read" is set (0 when it has
 * none). A read time broken over two lines leaves "read" alone at the start of the next.
 */
export function readTimeLines(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const match = /\d+ min read/.exec(node.textContent ?? "");
        if (!match) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    }),
  );
}
