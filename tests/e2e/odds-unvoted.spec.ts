import { expect, test } from "@playwright/test";

test("The Odds never list a story as having 0 votes: an unvoted story only invites a vote", async ({
  page,
}) => {
  await page.goto("/odds");
  const unranked = page.getByTestId("odds-unranked").getByTestId("odds-row");
  await expect(unranked.first()).toBeVisible();
  await expect(page.getByTestId("odds-unranked").getByText(/\b0 votes\b/)).toHaveCount(0);
  // Every unranked story still offers its vote.
  const rows = await unranked.count();
  await expect(page.getByTestId("odds-unranked").getByRole("link", { name: /^Vote on / })).toHaveCount(rows);
});
