import { expect, test } from "@playwright/test";
import { readerAddress } from "./helpers.ts";

type ArticleRow = { slug: string; title: string };

test.describe("Reading is counted (decision 118)", () => {
  test('reading a story moves it into "Most read" on the home page @desktop', async ({ page, request }) => {
    test.setTimeout(90_000);
    const articles = (await (await request.get("/api/articles")).json()) as ArticleRow[];
    // The oldest story: the newest fill "Most read" while nothing has been read.
    const story = articles.at(-1)!;
    const mostRead = page.getByRole("region", { name: /Most read/ });
    await page.goto("/");
    await expect(mostRead).not.toContainText(story.title);

    for (let view = 0; view < 5; view++) {
      await page.goto(`/articles/${story.slug}`);
      const beacon = page.waitForRequest(
        (sent) => sent.url().endsWith("/api/reads") && sent.method() === "POST",
      );
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
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
