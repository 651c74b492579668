import { expect, test } from "@playwright/test";
import { hydrated, readerAddress } from "./helpers.ts";

type ArticleRow = { slug: string; title: string };

test.describe("Reading is counted (decision 118)", () => {
  // isbot counts headless Chromium's own User-Agent ("HeadlessChrome") as a bot, rightly: read as a person's browser.
  test.use({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  });
  test('reading a story moves it into "Most read" on the home page @desktop', async ({ page, request }) => {
    test.setTimeout(90_000);
    const articles = (await (await request.get("/api/articles")).json()) as ArticleRow[];
    // The oldest story: the newest fill "Most read" while nothing has been read.
    const story = articles.at(-1)!;
    const mostRead = page.getByRole("region", { name: /Most read/ });
    await page.goto("/");
    await expect(mostRead).not.toContainText(story.title);

    for (let view = 0; view < 5; view++) {
      // Five readers: one network adds at most two reads of a story a day (decision 151).
      await page.context().setExtraHTTPHeaders({ "cf-connecting-ip": readerAddress() });
      await page.goto(`/articles/${story.slug}`);
      await hydrated(page);
      const beacon = page.waitForRequest(
        (sent) => sent.url().endsWith("/api/reads") && sent.method() === "POST",
      );
      // A second visit of the same URL may come back scrolled down: start each view at the top, and
      // let that scroll settle, then scroll down as a reader does.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => window.scrollY === 0);
      await page.mouse.move(400, 400);
      await page.mouse.wheel(0, 20_000);
      const sent = await beacon;
      expect(sent.headers()["cookie"]).toBeUndefined();
    }

    // A write hands this reader a signed bookmark, so their next pages come from D1, not the edge cache.
    await page.request.post("/api/newsletter/subscribe", {
      headers: { "cf-connecting-ip": readerAddress() },
      data: { email: `reader-signals-${Date.now()}@example.com` },
    });
    await expect
      .poll(
        async () => {
          await page.goto("/");
          return (await mostRead.textContent()) ?? "";
        },
        { timeout: 40_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toContain(story.title);
  });

  test("the Odds page says in one sentence how votes are counted @desktop", async ({ page }) => {
    await page.goto("/odds");
    await expect(page.getByText(/one vote per reader per story/i)).toBeVisible();
  });
});
