import { expect, test, type Page } from "@playwright/test";

const wedding = "/articles/human-bot-wedding-space-2047";

type Listed = { slug: string; title: string; category: string; createdAt: string };

/**
 * Characters on every full line of the body's paragraphs (each paragraph's last, short line left out):
 * each word's box says which line it sits on, and a line counts its words and the spaces between them.
 */
function charactersPerLine(page: Page) {
  return page.locator(".prose-article").evaluate((body) => {
    const counts: number[] = [];
    const range = document.createRange();
    for (const paragraph of body.querySelectorAll("p")) {
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const top = Math.round(range.getClientRects()[0]?.top ?? -1);
          lines.set(top, (lines.get(top) ?? -1) + word[0].length + 1);
        }
      }
      counts.push(...[...lines.values()].slice(0, -1));
    }
    return counts.sort((a, b) => a - b);
  });
}

test.describe("The article's reading column", () => {
  for (const width of [768, 1280, 1600]) {
    test(`Body lines run about 70 characters at ${width} px @desktop`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(wedding);
      await page.evaluate(() => document.fonts.ready);
      const counts = await charactersPerLine(page);
      expect(counts.length).toBeGreaterThan(20);
      const median = counts[Math.floor(counts.length / 2)]!;
      expect(median).toBeGreaterThanOrEqual(60);
      expect(median).toBeLessThanOrEqual(80);
      // The headline and hero may run wider than the text.
      const hero = (await page.locator("article figure img").boundingBox())!;
      const body = (await page.locator(".prose-article").boundingBox())!;
      expect(hero.width).toBeGreaterThanOrEqual(body.width);
    });
  }

  for (const width of [1024, 1280, 1600]) {
    test(`At ${width} px the hero, headline and body share one axis, with the rail right beside the body @desktop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(wedding);
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      const body = await box(".prose-article");
      const hero = await box("article figure img");
      const headline = await box("article h1");
      const rail = await box('aside[aria-label="More to read"]');
      // Decision 147: a ~680 px body, no empty strip between it and the rail beyond the grid's gap.
      expect(body.width).toBeGreaterThanOrEqual(600);
      expect(body.width).toBeLessThanOrEqual(690);
      expect(rail.x - (body.x + body.width)).toBeLessThanOrEqual(64);
      expect(rail.x).toBeGreaterThan(body.x + body.width);
      for (const wide of [hero, headline]) {
        expect(Math.abs(wide.x - body.x)).toBeLessThanOrEqual(1);
        expect(wide.x + wide.width).toBeLessThanOrEqual(body.x + body.width + 1);
      }
      expect(Math.abs(hero.width - body.width)).toBeLessThanOrEqual(1);
    });
  }

  test("The dateline stands apart in small caps and the drop cap opens the story's first word", async ({
    page,
  }) => {
    await page.goto(wedding);
    const dateline = page.getByTestId("dateline");
    await expect(dateline).toHaveText("CARRAWAY STATION, LOW EARTH ORBIT, June 15, 2047");
    expect(await dateline.evaluate((element) => getComputedStyle(element).fontVariantCaps)).toBe(
      "all-small-caps",
    );
    const lede = page.locator("article p.lede");
    await expect(lede).toHaveText(/^A hull inspector/);
  });
});

test.describe("After the story", () => {
  test("An author card, three more stories from the section, then reactions, vote and share", async ({
    page,
  }) => {
    await page.goto(wedding);
    const blocks = [
      page.getByTestId("author-card"),
      page.getByTestId("more-from"),
      page.getByRole("region", { name: "How does this future make you feel?" }),
      page.locator("#vote"),
      page.getByRole("region", { name: "Share this dispatch" }),
    ];
    const tops: number[] = [];
    for (const block of blocks) tops.push((await block.boundingBox())!.y);
    const body = (await page.locator(".prose-article").boundingBox())!;
    expect(tops[0]).toBeGreaterThan(body.y + body.height - 1);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    const card = page.getByTestId("author-card");
    await expect(card).toContainText("Idris Vale");
    await expect(card.getByRole("link", { name: "More dispatches from this reporter" })).toHaveAttribute(
      "href",
      "/author/idris-vale",
    );

    // The section's own stories come first, newest first, without this one; the list is three long.
    const more = page.getByTestId("more-from");
    await expect(more.getByRole("heading", { name: "More from Space & Beyond" })).toBeVisible();
    const listed = (await (await page.request.get("/api/articles")).json()) as Listed[];
    const section = listed
      .filter((story) => story.category === "Space & Beyond" && `/articles/${story.slug}` !== wedding)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 3);
    const links = more.getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs.slice(0, section.length)).toEqual(section.map((story) => `/articles/${story.slug}`));
    expect(hrefs).not.toContain(wedding);
    expect(new Set(hrefs).size).toBe(3);
  });
});
