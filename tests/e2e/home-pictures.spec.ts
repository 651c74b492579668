import { expect, test } from "@playwright/test";

test("Every card in a section's row has the same kind of picture", async ({ page }) => {
  await page.goto("/");
  const rows = page.locator("section[aria-labelledby^='section-'] ul");
  await expect(rows.first()).toBeVisible();
  const mixed = await rows.evaluateAll((lists) =>
    lists.flatMap((list) => {
      // Cards side by side share a top: one line of the grid, the row a reader compares. (A phone's single
      // column, a lead story over headlines with thumbnails, is a list rather than a row.)
      const lines = new Map<number, string[]>();
      for (const card of list.children) {
        const picture = card.querySelector("[data-lazy-image]");
        if (!picture) continue;
        const top = Math.round(card.getBoundingClientRect().top);
        const box = picture.getBoundingClientRect();
        lines.set(top, [...(lines.get(top) ?? []), `${Math.round(box.width)}×${Math.round(box.height)}`]);
      }
      const heading = list.closest("section")?.querySelector("h2")?.textContent ?? "";
      return [...lines.values()]
        .filter((sizes) => new Set(sizes).size > 1)
        .map((sizes) => `${heading}: ${sizes.join(", ")}`);
    }),
  );
  expect(mixed).toEqual([]);
});
