import { expect, test } from "@playwright/test";

// Slots earn their space: every sponsor unit shows its whole copy, the home rail has no long empty
// stretch beside the sections, and a section's row of stories leaves no hole in its grid.
test.describe("Slots earn their space", () => {
  test("no house ad's copy is cut off", async ({ page }) => {
    await page.goto("/");
    const cut = await page.locator("[data-ad-unit]").evaluateAll((units) =>
      units.flatMap((unit) =>
        [unit, ...unit.querySelectorAll("p, a")]
          .filter((element) => {
            const style = getComputedStyle(element);
            if (style.display === "none" || unit.getBoundingClientRect().width === 0) return false;
            const clamped = style.webkitLineClamp !== "none" || style.textOverflow === "ellipsis";
            return clamped || element.scrollHeight > element.clientHeight + 1;
          })
          .map((element) => (element as HTMLElement).innerText.slice(0, 60)),
      ),
    );
    expect(cut).toEqual([]);
  });

  test("the home rail keeps a unit in view all the way down the sections @desktop", async ({ page }) => {
    await page.goto("/");
    const rail = page.getByRole("complementary", { name: "Sponsors" });
    const { top, bottom } = await rail.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
    });
    const empty: number[] = [];
    for (let y = top; y < bottom - 900; y += 300) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      const inView = await rail.locator("[data-ad-unit]").evaluateAll((units) =>
        units.some((unit) => {
          const box = unit.getBoundingClientRect();
          return box.bottom > 100 && box.top < window.innerHeight - 100;
        }),
      );
      if (!inView) empty.push(Math.round(y));
    }
    expect(empty, "scroll positions with no sponsor unit in view beside the sections").toEqual([]);
  });

  for (const width of [768, 1280]) {
    test(`section rows leave no hole in their grid at ${width} px @desktop`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const holes = await page.locator("section[aria-labelledby^='section-'] > ul").evaluateAll((lists) =>
        lists.flatMap((list) => {
          const right = list.getBoundingClientRect().right;
          const rows = new Map<number, number>();
          for (const item of list.children) {
            const box = item.getBoundingClientRect();
            const row = Math.round(box.top);
            rows.set(row, Math.max(rows.get(row) ?? 0, box.right));
          }
          const label = list.parentElement!.querySelector("h2")!.textContent;
          return [...rows.values()].filter((end) => right - end > 2).map(() => label);
        }),
      );
      expect(holes, "sections whose rows end short of the grid's edge").toEqual([]);
    });
  }
});
