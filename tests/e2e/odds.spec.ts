import { expect, request, test, type Page } from "@playwright/test";
import { expectNoViolationsInBothThemes, skipSelfOpeningPopups } from "./a11y-helpers.ts";
import { readerAddress } from "./helpers.ts";

type ApiArticle = { id: number; slug: string; title: string };
type OddsAnswer = {
  success: true;
  ranked: { rank: number; slug: string; total: number; score: number }[];
  unranked: { slug: string; total: number }[];
};

/** Votes from other readers: each a new client (no voter cookie) from its own address. */
async function othersVote(articleId: number, count: number) {
  const baseURL = test.info().project.use.baseURL;
  for (let index = 0; index < count; index++) {
    const client = await request.newContext({ baseURL });
    const response = await client.post("/api/votes", {
      data: { articleId, vote: "yes" },
      headers: { "cf-connecting-ip": readerAddress() },
    });
    expect(response.status()).toBe(200);
    await client.dispose();
  }
}

/** A story of its own for each test and width, so runs in parallel never share one. */
async function storyFor(page: Page, offset: number) {
  const articles = (await (await page.request.get("/api/articles")).json()) as ApiArticle[];
  const index = (offset * 2 + (test.info().project.name === "odds-mobile" ? 0 : 1)) % articles.length;
  return articles[articles.length - 1 - index]!;
}

const rankSentence = /^Readers rank this future #(\d+) of (\d+) most likely\. See the Odds$/;

// Each test loads several pages; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

for (const javaScript of [true, false]) {
  const mode = javaScript ? "with JavaScript" : "without JavaScript";

  test.describe(`The Odds ${mode}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("shows the ranking's sections, each row with its counts and a bar labelled in text", async ({
      page,
    }) => {
      const response = await page.goto(`/odds?at=${Date.now()}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("The Odds | The Future Dispatch");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Which futures readers expect to see");
      await expect(page.getByText(/a maybe as half/)).toBeVisible();
      // Other tests vote while this one runs, so the page is checked against itself, not a later API read
      // (tests/integration/odds-api.test.ts checks that the page and the API agree).
      const ranked = page.getByTestId("odds-believed").getByTestId("odds-row");
      if ((await ranked.count()) > 0) {
        for (const name of ["Most believed", "Most doubted", "Most divided", "Average by section"]) {
          await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
        }
        const first = ranked.first();
        await expect(first).toContainText(/Yes \d+ \(\d+%\)/);
        await expect(first).toContainText(/Maybe \d+ \(\d+%\)/);
        await expect(first).toContainText(/No \d+ \(\d+%\)/);
        await expect(first).toContainText(/\d+ votes/);
        await expect(first.getByTestId("odds-bar")).toBeVisible();
      } else if ((await page.getByTestId("odds-empty").count()) > 0) {
        // Nobody has voted at all.
        await expect(page.getByTestId("odds-empty")).toBeVisible();
      } else {
        // Votes, but no story with enough of them: one sentence says so, and the stories follow.
        await expect(page.getByTestId("odds-empty")).toContainText("No story has 5 votes yet");
      }
      const unranked = page.getByTestId("odds-unranked").getByTestId("odds-row");
      if ((await unranked.count()) > 0) {
        await expect(page.getByRole("heading", { level: 2, name: "Not enough votes yet" })).toBeVisible();
      }
    });

    test("after a vote the poll says where the story ranks, and the Odds agree", async ({ page }) => {
      const story = await storyFor(page, javaScript ? 0 : 1);
      await othersVote(story.id, 5);
      await page.goto(`/articles/${story.slug}`);
      await page.locator("#vote").getByRole("button", { name: "Yes" }).click();
      const standing = page.getByTestId("vote-standing");
      await expect(standing).toHaveText(rankSentence);
      const [, rank, of] = rankSentence.exec((await standing.textContent())!)!;
      await standing.getByRole("link", { name: "See the Odds" }).click();
      await expect(page).toHaveURL(/\/odds$/);
      // The reader who just voted reads past the edge cache, so their vote is already counted here.
      const row = page.getByTestId("odds-believed").getByTestId("odds-row").filter({ hasText: story.title });
      await expect(row.locator("p").first()).toHaveText(`Rank ${rank}`);
      await expect(page.getByTestId("odds-believed").getByTestId("odds-row")).toHaveCount(Number(of));
    });
  });
}

test("GET /api/odds answers the documented JSON, in rank order, cached at the edge", async ({ request }) => {
  const response = await request.get("/api/odds");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-edge-cache"]).toMatch(/^(HIT|MISS)$/);
  const odds = (await response.json()) as OddsAnswer;
  expect(odds.success).toBe(true);
  expect(odds.ranked.map((future) => future.rank)).toEqual(odds.ranked.map((_, index) => index + 1));
  for (const future of odds.ranked) {
    expect(future.total).toBeGreaterThanOrEqual(5);
    expect(future.score).toBeGreaterThanOrEqual(0);
    expect(future.score).toBeLessThanOrEqual(1);
  }
  expect(odds.unranked.every((future) => future.total < 5)).toBe(true);
  expect((await request.get("/api/odds")).headers()["x-edge-cache"]).toBe("HIT");
});

test("The Odds are in the footer and the sitemap, with their own share card and ItemList", async ({
  page,
}) => {
  await page.goto("/odds");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "The Odds" })).toHaveAttribute(
    "href",
    "/odds",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/images\/share\/odds\.png$/,
  );
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts.map((text) => JSON.parse(text)["@type"])).toContain("ItemList");
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain("/odds</loc>");
});

test("The Odds have no accessibility violations in either theme", async ({ page }) => {
  test.setTimeout(90_000);
  await skipSelfOpeningPopups(page);
  await page.goto("/odds");
  await expectNoViolationsInBothThemes(page);
});
