import { expect, test } from "@playwright/test";

// Every text field a reader types into is the house field (`inputClass`, docs/design-system.md): ruled,
// padded, and as wide as its label's column. A field that loses the class is a bare browser box, half
// the column wide, with its text against its edge.
for (const path of ["/submit", "/contact", "/feedback"]) {
  test(`Every text field on ${path} is the house field, as wide as its column`, async ({ page }) => {
    await page.goto(path);
    const controls = page.locator(
      "main form :is(textarea, input:not([type=checkbox], [type=radio], [type=hidden], [type=submit]))",
    );
    await expect(controls.first()).toBeVisible();
    const odd = await controls.evaluateAll((elements) =>
      elements
        // A honeypot is kept out of readers' sight and reach (aria-hidden, off screen): not a field of theirs.
        .filter(
          (element) => element.getBoundingClientRect().width > 0 && !element.closest("[aria-hidden=true]"),
        )
        .map((element) => {
          const style = getComputedStyle(element);
          const column = element.parentElement!.getBoundingClientRect().width;
          const label =
            (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? element.getAttribute("name");
          return {
            label,
            ruled: style.borderTopWidth === "1px" && style.borderTopStyle === "solid",
            padded: style.paddingLeft === "12px",
            full: Math.abs(element.getBoundingClientRect().width - column) < 1,
          };
        })
        .filter((field) => !field.ruled || !field.padded || !field.full),
    );
    expect(odd, "fields that are not the house field").toEqual([]);
  });
}
