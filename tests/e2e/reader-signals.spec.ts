import { expect, test } from "@playwright/test";
import { queryE2eDb } from "./e2e-db.ts";
import { holdScripts, readerAddress } from "./helpers.ts";

type ArticleRow = { slug: string; title: string };

test.describe("Reading is counted (decision 118)", () => {
  // isbot counts headless Chromium's own User-Agent ("HeadlessChrome") as a bot, rightly: read as a person's browser.
  test.use({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  });
  test("five readers reading a story on five networks are five reads, the count Most read ranks by @desktop", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const articles = (await (await request.get("/api/articles")).json()) as (ArticleRow & { id: number })[];
    // The oldest story: the newest fill "Most read" while nothing has been read.
    const story = articles.at(-1)!;
    const reads = () =>
      Number(
        queryE2eDb(`SELECT coalesce(sum(reads), 0) AS n FROM read_counts WHERE article_id = ${story.id}`)[0]
          ?.n ?? 0,
      );
    const before = reads();

    // Five readers on five networks, each in a browser of their own and at the same time (a beacon
    // waits five seconds after the page arrives, decision 151): one network adds at most two reads
    // of a story a day. The beacon leaves through sendBeacon, so its address is set on the request.
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          const address = readerAddress();
          await page.route("**/api/reads", (route) =>
            route.continue({ headers: { ...route.request().headers(), "cf-connecting-ip": address } }),
          );
          await page.goto(`/articles/${story.slug}`);
          const beacon = page.waitForResponse(
            (answer) => answer.url().endsWith("/api/reads") && answer.request().method() === "POST",
          );
          await page.mouse.move(400, 400);
          await page.mouse.wheel(0, 20_000);
          const answer = await beacon;
          expect(answer.status()).toBe(202);
          expect(answer.request().headers()["cookie"]).toBeUndefined();
        } finally {
          await context.close();
        }
      }),
    );
    // The queue delivers in batches; the home page's cached copy shows them within its five minutes
    // (no reader can skip the cache for it: decision 152), and tests/unit/most-read.test.ts ranks them.
    await expect.poll(reads, { timeout: 40_000, intervals: [1_000, 2_000, 3_000] }).toBe(before + 5);
  });

  test("a reader who scrolls through the story before its code arrives is counted when it does @desktop", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const articles = (await (await request.get("/api/articles")).json()) as (ArticleRow & { id: number })[];
    const story = articles.at(-2)!;
    const address = readerAddress();
    await page.route("**/api/reads", (route) =>
      route.continue({ headers: { ...route.request().headers(), "cf-connecting-ip": address } }),
    );
    // Every client script held back until the reader has scrolled, as on a slow phone.
    const release = await holdScripts(page);
    await page.goto(`/articles/${story.slug}`, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // Past the 5 s a read takes, and well before the 30 s on screen that count a reader who never scrolls.
    const beacon = page.waitForResponse(
      (answer) => answer.url().endsWith("/api/reads") && answer.request().method() === "POST",
      { timeout: 20_000 },
    );
    release();
    expect((await beacon).status()).toBe(202);
  });

  test("the Odds page says in one sentence how votes are counted @desktop", async ({ page }) => {
    await page.goto("/odds");
    await expect(page.getByText(/one vote per reader per story/i)).toBeVisible();
  });
});
