import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { uniqueEmail } from "./e2e-db.ts";
import { readerAddress } from "./helpers.ts";
import { fillReport, uniqueHeadline } from "./submission-form.ts";

// A toast stays for its full five seconds unless the reader closes it. These sign-ups come at every
// moment of a page's first three seconds, while the page is still loading code and timers are firing.
const tries = 20;
const keptFor = 4_000;

type ToastLife = { text: string; shownAt: number; closedAt: number | null };

/** Records when each toast appeared and when it closed or left the page, by the page's own clock. */
async function recordToastLives(page: Page) {
  await page.addInitScript(() => {
    const lives: { element: Element; text: string; shownAt: number; closedAt: number | null }[] = [];
    (window as unknown as { toastLives: typeof lives }).toastLives = lives;
    const now = () => performance.now();
    new MutationObserver(() => {
      const present = new Set(document.querySelectorAll("[data-testid=toast]"));
      for (const element of present) {
        let life = lives.find((entry) => entry.element === element);
        if (!life) {
          life = { element, text: "", shownAt: now(), closedAt: null };
          lives.push(life);
        }
        life.text = (element as HTMLElement).innerText.replace(/\s+/g, " ").trim() || life.text;
        if (life.closedAt === null && element.getAttribute("data-state") === "closed") life.closedAt = now();
      }
      for (const life of lives)
        if (life.closedAt === null && !present.has(life.element)) life.closedAt = now();
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
  });
}

/**
 * Waits for a toast with `title` (up to `appearsWithin` ms: longer when the test delays its code on
 * purpose), then checks it stayed open for `keptFor` ms.
 */
async function expectToastKept(page: Page, title: string, attempt: string, appearsWithin = 5_000) {
  await expect(page.getByTestId("toast").filter({ hasText: title })).toBeVisible({ timeout: appearsWithin });
  await page.waitForTimeout(keptFor + 100);
  const lives = await page.evaluate(() =>
    (window as unknown as { toastLives: ToastLife[] }).toastLives.map(({ text, shownAt, closedAt }) => ({
      text,
      shownAt,
      closedAt,
    })),
  );
  const life = lives.find((entry) => entry.text.includes(title));
  expect(life, `${attempt}: no "${title}" toast`).toBeDefined();
  const openFor = (life!.closedAt ?? Number.POSITIVE_INFINITY) - life!.shownAt;
  expect(openFor, `${attempt}: "${title}" closed after ${Math.round(openFor)} ms`).toBeGreaterThanOrEqual(
    keptFor,
  );
}

const delayFor = (attempt: number) => Math.round((attempt * 3_000) / (tries - 1));

/**
 * Runs the tries in `lanes` browser contexts at once, 1.5 s apart: lane 0 takes tries 0, `lanes`,
 * 2 × `lanes`…, lane 1 the next ones. Each try still loads its page, acts and watches its toast for
 * four seconds; only the waits of different tries overlap, instead of adding up to minutes.
 */
async function inLanes(
  browser: Browser,
  options: { lanes: number; tries: number; context?: BrowserContextOptions },
  attempt: (page: Page, attempt: number) => Promise<void>,
) {
  await Promise.all(
    Array.from({ length: options.lanes }, async (_, lane) => {
      // Apart, so the lanes' first pages do not all load in the same moment.
      await new Promise((resolve) => setTimeout(resolve, lane * 1_500));
      const context = await browser.newContext(options.context);
      try {
        const page = await context.newPage();
        await recordToastLives(page);
        for (let index = lane; index < options.tries; index += options.lanes) await attempt(page, index);
      } finally {
        await context.close();
      }
    }),
  );
}

const firstVisit = { storageState: { cookies: [], origins: [] } };

test.describe("A toast stays for its time @desktop", () => {
  // A first visit: nothing stored, so the cookie notice comes due in the middle of these sign-ups.
  // One lane: the first sign-ups on a fresh server, beside other lanes' first pages, waited past the
  // 5 s a toast has to appear (decision 184).
  test("the footer sign-up's success toast, 20 sign-ups 0–3 s after load", async ({ browser }) => {
    test.setTimeout(tries * 15_000);
    await inLanes(browser, { lanes: 1, tries, context: firstVisit }, async (page, attempt) => {
      await page.setExtraHTTPHeaders({ "cf-connecting-ip": readerAddress() });
      const loadedAt = Date.now();
      await page.goto("/");
      await page.waitForTimeout(Math.max(0, delayFor(attempt) - (Date.now() - loadedAt)));
      const form = page.getByRole("contentinfo").getByTestId("newsletter-form");
      await form.getByLabel("Email address").fill(uniqueEmail(`toast-${attempt}`));
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expectToastKept(page, "Subscription successful!", `sign-up ${attempt + 1}`);
    });
  });
});

test.describe("A toast from the promo stays for its time @desktop", () => {
  test("the promo sign-up's success toast, 20 sign-ups", async ({ browser }) => {
    test.setTimeout(tries * 15_000);
    // A context each: the page's clock is its context's.
    await inLanes(browser, { lanes: 3, tries }, async (page, attempt) => {
      await page.setExtraHTTPHeaders({ "cf-connecting-ip": readerAddress() });
      // The clock runs as usual; the jump brings the promo's 15 s at once. The promo's 15 s start when the
      // framework does (after the load and the first paint, decision 137), so the jump waits for that:
      // a jump made earlier passes before the timer exists, and the reader then waits the real 15 s.
      await page.clock.install();
      await page.goto("/");
      await page.evaluate(() => sessionStorage.clear());
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.clock.fastForward(15_100);
      const promo = page.getByTestId("promo-popup");
      await promo.getByLabel("Email address").fill(uniqueEmail(`promo-${attempt}`));
      await promo.getByRole("button", { name: "Subscribe" }).click();
      await expect(promo.getByTestId("newsletter-form-message")).toHaveText(
        "Check your inbox and confirm with the link we sent you.",
      );
      await expectToastKept(page, "Subscription successful!", `promo sign-up ${attempt + 1}`);
    });
  });
});

// The notification region's code arrives when the first toast is raised (lazy-toaster.tsx). On a slow
// connection, in a page's first seconds, that download can take seconds: a toast's five seconds count
// from when the reader can see it, not from when it was raised while the region was still loading.
const regionLoadsIn = 3_000;

test.describe("A toast raised while its region loads keeps its time @desktop", () => {
  test.beforeEach(async ({ page }) => {
    await recordToastLives(page);
  });

  test("the footer sign-up's success toast, with the region's code 3 s away", async ({ page }) => {
    test.setTimeout(30_000);
    await page.route(/\/assets\/toaster-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, regionLoadsIn));
      await route.continue();
    });
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": readerAddress() });
    await page.goto("/");
    const form = page.getByRole("contentinfo").getByTestId("newsletter-form");
    await form.getByLabel("Email address").fill(uniqueEmail("slow-region"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    // What is timed is how long the toast stays, not how soon it comes: its code is 3 s away on purpose.
    await expectToastKept(
      page,
      "Subscription successful!",
      "sign-up with a slow region",
      regionLoadsIn + 5_000,
    );
  });
});

// The same for the two form toasts readers lost in browser runs: one on a validation failure, one on
// success. Fewer tries: each one fills or submits a whole form.
const formTries = 5;
const formDelayFor = (attempt: number) => Math.round((attempt * 3_000) / (formTries - 1));

test.describe("Form toasts stay for their time @desktop", () => {
  test("'Missing message' on /feedback, 5 tries 0–3 s after load", async ({ browser }) => {
    test.setTimeout(formTries * 15_000);
    await inLanes(browser, { lanes: 2, tries: formTries, context: firstVisit }, async (page, attempt) => {
      const loadedAt = Date.now();
      await page.goto("/feedback");
      await page.waitForTimeout(Math.max(0, formDelayFor(attempt) - (Date.now() - loadedAt)));
      await page.getByRole("button", { name: "Send Feedback" }).click();
      await expectToastKept(page, "Missing message", `feedback ${attempt + 1}`);
    });
  });

  test("'Future Report Transmitted!' on /submit, 5 reports", async ({ browser }) => {
    test.setTimeout(formTries * 20_000);
    await inLanes(browser, { lanes: 2, tries: formTries, context: firstVisit }, async (page, attempt) => {
      await page.setExtraHTTPHeaders({ "cf-connecting-ip": readerAddress() });
      await page.goto("/submit");
      await fillReport(page, uniqueHeadline(`Toast ${attempt + 1}`));
      await page.getByRole("button", { name: "Send Transmission" }).click();
      await expectToastKept(page, "Future Report Transmitted!", `report ${attempt + 1}`);
    });
  });
});
