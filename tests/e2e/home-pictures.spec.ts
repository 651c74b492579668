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

// The lead's drawing carries its story's joke, and a crop takes the edge of it first (the letters at the
// top of one, the last letters of a name at another width). Each width sets its own window, so this
// runs in one project only.
for (const width of [375, 768, 1024, 1280]) {
  test(`The lead picture shows the whole drawing at ${width} px @desktop`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const lead = page.locator("[aria-labelledby=recent-heading] article img").first();
    await expect(lead).toBeVisible();
    const { shown, drawing } = await lead.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return {
        shown: `${Math.round(box.width)}×${Math.round(box.height)}`,
        drawing: `${Math.round(box.width)}×${Math.round((box.width * Number(img.getAttribute("height"))) / Number(img.getAttribute("width")))}`,
      };
    });
    expect(shown, "the lead picture's box against the drawing's own proportions").toBe(drawing);
  });
}
