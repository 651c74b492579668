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
    // The section rows, pictures included (decision 134).
    'section[aria-labelledby^="section-"]',
  ],
  category: ["main header", 'section[aria-labelledby="category-articles"]', 'aside[aria-label^="About "]'],
  reporter: ["main header", 'section[aria-labelledby="author-articles"]'],
  timeline: ["main header", '[data-testid="present-marker"]', '[data-testid="timeline-decade"]'],
  footer: ["footer nav", 'footer a[href="/"]', "footer details"],
};

/** A page of each kind that has static parts. */
const pages = {
  article: luna,
  home: "/",
  category: "/future-trends",
  reporter: "/author/theo-lindqvist",
  timeline: "/timeline",
} as const;

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
      // A lazy picture's frame is filled by the document's one observer, not by React (decision 134);
      // that it has no fiber is checked below like everything else.
      if (element?.closest("[data-lazy-image]")) return false;
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
  for (const [kind, path] of Object.entries(pages) as [keyof typeof pages, string][]) {
    test(`Hydration leaves the ${kind} page's static parts as the server sent them`, async ({ page }) => {
      const selectors = [...staticParts[kind], ...staticParts.footer];
      await watchStaticParts(page, selectors);
      await page.goto(path);
      // The test is about what hydration does, so it waits for it; nothing here is a reader's action.
      await hydrated(page);
      // The widgets beside them did hydrate: the theme toggle answers.
      await expect(page.getByRole("button", { name: /theme/i }).first()).toBeEnabled();
      expect(await hydratedNodes(page, selectors)).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { staticChanges: string[] }).staticChanges),
      ).toEqual([]);
    });
  }

  test("Once hydrated, a link in a static region navigates on the client, and the new page's region shows the new page", async ({
    page,
  }) => {
    await page.goto(luna);
    // Client navigation is the framework's: before it runs, the same link loads the page the browser's way.
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

  test("Once hydrated, a link in a static region opened with a modifier key is left to the browser @desktop", async ({
    page,
    context,
  }) => {
    await page.goto(luna);
    // The test is about the framework's link handling, which takes clicks only once it runs.
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

/** Counts the IntersectionObservers the page creates with the lazy pictures' options (spec §9). */
async function countPictureObservers(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { pictureObservers: number };
    counted.pictureObservers = 0;
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options);
        if (options?.threshold === 0.1 && options.rootMargin === "50px") counted.pictureObservers++;
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { pictureObservers: number }).pictureObservers);
}

test.describe("Pictures in static regions", () => {
  test("A picture in a static region loads when scrolled into view, and so do those of pages reached by client navigation", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
    const observers = await countPictureObservers(page);
    await page.goto("/future-trends");
    const documents = countDocumentRequests(page);

    const scrollToLastPicture = async () => {
      const last = page.locator("main [data-lazy-image]").last();
      await expect(last).toHaveAttribute("data-lazy-image", "waiting");
      await expect(last.locator("img")).toHaveCount(0);
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveAttribute("data-lazy-image", "loaded");
      await expect(last.locator("img")).toHaveCSS("opacity", "1");
      expect(
        await last.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    };
    await scrollToLastPicture();

    // Client navigation is the framework's: the rest of the test is about pages it renders.
    await hydrated(page);
    expect(await hydratedNodes(page, ['section[aria-labelledby="category-articles"]'])).toEqual([]);
    // Another section: the same route, whose region now renders on the client.
    const next = page.getByRole("navigation", { name: "More sections" }).getByRole("link").first();
    const nextName = (await next.textContent())!.trim();
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);
    await scrollToLastPicture();

    // Another route's page, mounted on the client.
    await page.locator("footer nav").getByRole("link", { name: "The Timeline" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The future, year by year");
    await scrollToLastPicture();

    expect(documents).toEqual([]);
    // One observer watches every picture of every page.
    expect(await observers()).toBe(1);
  });

  test("A picture in a static region that fails to load shows the missing-picture badge and reports it", async ({
    page,
  }) => {
    await page.route(/\/images\/articles\/.*\.svg$/, (route) => route.abort());
    await page.addInitScript(() => {
      const failed: string[] = [];
      (window as unknown as { failedPictures: string[] }).failedPictures = failed;
      document.addEventListener("lazy-image-error", (event) => {
        failed.push((event.target as HTMLElement).dataset.src ?? "");
      });
    });
    // That hydration leaves the region as the server sent it is checked under "Static regions".
    await page.goto("/timeline");
    const frame = page.getByTestId("timeline-story").nth(3).locator("[data-lazy-image]");
    const src = await frame.getAttribute("data-src");
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute("data-lazy-image", "error");
    await expect(frame.locator("img")).toHaveCount(0);
    // The Timeline's picture repeats the headline's link and is hidden from assistive tech with it, so
    // the badge is found by its role attribute rather than in the accessibility tree.
    await expect(frame.locator('[role="img"] svg')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { failedPictures: string[] }).failedPictures),
    ).toContain(src);
  });

  for (const [motion, duration, name] of [
    ["no-preference", 0.3, "A front-page picture in a static region fades in over 300 ms"],
    [
      "reduce",
      0,
      "A front-page picture in a static region appears without a fade for readers who ask for reduced motion",
    ],
  ] as const) {
    test(name, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto("/");
      const rows = 'section[aria-labelledby^="section-"]';
      const frame = page.locator(`${rows} [data-lazy-image]`).first();
      await frame.scrollIntoViewIfNeeded();
      await expect(frame).toHaveAttribute("data-lazy-image", "loaded");
      const image = frame.locator("img");
      await expect(image).toHaveCSS("opacity", "1");
      const seconds = await image.evaluate((element) =>
        parseFloat(getComputedStyle(element).transitionDuration),
      );
      expect(seconds).toBe(duration);
    });
  }
});
