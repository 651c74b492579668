import { expect, test } from "@playwright/test";

test("On a phone a Timeline byline's read time never breaks, so 'read' never wraps alone @mobile", async ({
  page,
}) => {
  await page.goto("/timeline");
  await expect(page.getByTestId("timeline-story").first()).toBeVisible();
  // Each "N min read" on its lines: one line for every story.
  const lines = await page.getByTestId("timeline-story").evaluateAll((stories) =>
    stories.map((story) => {
      const walker = document.createTreeWalker(story, NodeFilter.SHOW_TEXT);
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
  expect(lines.length).toBeGreaterThan(5);
  expect(lines.filter((count) => count !== 1)).toEqual([]);
});
