import { expect, test } from "@playwright/test";
import { readTimeLines } from "./helpers.ts";

test("On a phone a Timeline byline's read time never breaks, so 'read' never wraps alone @mobile", async ({
  page,
}) => {
  await page.goto("/timeline");
  await expect(page.getByTestId("timeline-story").first()).toBeVisible();
  // Each "N min read" on its lines: one line for every story.
  const lines = await readTimeLines(page.getByTestId("timeline-story"));
  expect(lines.length).toBeGreaterThan(5);
  expect(lines.filter((count) => count !== 1)).toEqual([]);
});
