import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers.ts";

const luna = "/articles/luna-city-first-sister-society-2050";

/** What the browser keeps as the server sent it on each page type (decision 130). */
const staticParts = {
  article: [
    "article h1",
    "article .prose-article",
    '[data-testid="more-from"]',
    'aside[aria-label="More to read"]',
  ],
  home: [
    "main h1",
    'section[aria-labelledby="recent-heading"]',
    'section[aria-labelledby="most-read-heading"]',
    'aside[aria-label="Sponsors"]',
    'section[aria-labelledby="authors-heading"]',
    'section[aria-labelledby="categories-heading"]',
  ],
  footer: ["footer nav", 'footer a[href="/"]'],
};

/**
 * Records, from before the first script runs, every change hydration makes inside the static parts:
 * a node added, removed or changed there means React rendered it.
 */
async function watchStaticParts(page: Page, selectors: string[]) {
  await page.addInitScript((selectors: string[]) => {
    const changes: string[] = [];
    (window as unknown as { staticChanges: string[] }).staticChanges = changes;
    const inStaticPart = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      return selectors.some((selector) => element?.closest(selector));
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (inStaticPart(record.target)) changes.push(`${record.type} in ${record.target.nodeName}`);
      }
    });
    // From the end of parsing (the parser's own insertions are not changes), which comes before any
    // deferred or module script runs.
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    });
  }, selectors);
}

/** The static parts' elements that React has a fiber for (it hydrated or rendered them). */
function hydratedNodes(page: Page, selectors: string[]) {
  return page.evaluate((selectors: string[]) => {
    const found: string[] = [];
    for (const selector of selectors) {
      const parts = document.querySelectorAll(selector);
      if (parts.length === 0) found.push(`nothing matches ${selector}`);
      for (const part of parts) {
        for (const element of [part, ...part.querySelectorAll("*")]) {
          if (Object.keys(element).some((key) => key.startsWith("__reactFiber"))) {
            found.push(`${selector}: <${element.nodeName.toLowerCase()}>`);
            break;
          }
        }
      }
    }
    return found;
  }, selectors);
}

/** Counts the document requests the page makes from now on (a client navigation makes none). */
function countDocumentRequests(page: Page) {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  return documents;
}

test.describe("Static regions", () => {
  for (const [kind, path] of [
    ["article", luna],
    ["home", "/"],
  ] as const) {
    test(`Hydration leaves the ${kind} page's static parts as the server sent them`, async ({ page }) => {
      const selectors = [...staticParts[kind], ...staticParts.footer];
      await watchStaticParts(page, selectors);
      await page.goto(path);
      await hydrated(page);
      // The widgets beside them did hydrate: the theme toggle answers.
      await expect(page.getByRole("button", { name: /theme/i }).first()).toBeEnabled();
      expect(await hydratedNodes(page, selectors)).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { staticChanges: string[] }).staticChanges),
      ).toEqual([]);
    });
  }

  test("A link in a static region navigates on the client, and the new page's region shows the new page", async ({
    page,
  }) => {
    await page.goto(luna);
    await hydrated(page);
    const trending = page.getByRole("region", { name: "Trending" }).getByRole("link").first();
    const title = (await trending.textContent())!.trim();
    expect(await hydratedNodes(page, ['aside[aria-label="More to read"]'])).toEqual([]);
    const documents = countDocumentRequests(page);
    await trending.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).not.toHaveURL(luna);
    // The footer's links stay server HTML across navigations, and still navigate on the client.
    await page.locator("footer nav").getByRole("link", { name: "The Timeline" }).click();
    await expect(page).toHaveURL(/\/timeline$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The future, year by year");
    expect(await hydratedNodes(page, ["footer nav"])).toEqual([]);
    expect(documents).toEqual([]);
  });

  test("A link in a static region opened with a modifier key is left to the browser @desktop", async ({
    page,
    context,
  }) => {
    await page.goto(luna);
    await hydrated(page);
    const link = page.locator("footer nav").getByRole("link", { name: "The Odds" });
    const opened = context.waitForEvent("page");
    await link.click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    // A new tab starts as about:blank; it is the reader's once it reaches the link's page.
    await tab.waitForURL(/\/odds$/);
    await expect(page).toHaveURL(luna);
  });
});
