import { expect, expectOnScreen, openAtFirstPaint, storySignUp, test } from "./phone.ts";

const story = "/articles/luna-city-first-sister-society-2050";

// A reader on a phone acts as soon as the page is painted; none of these wait for the framework.
test.describe("A phone reader's first touch", () => {
  test("The menu opens at the first tap after the first paint, and a chosen link closes it", async ({
    page,
  }) => {
    await openAtFirstPaint(page, "/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const menu = page.locator("#mobile-menu");
    await expectOnScreen(menu.getByRole("link", { name: "Feedback" }), 2_000);
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await menu.getByRole("link", { name: "Feedback" }).tap();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("Two characters typed into the search bar at the first paint ask for a third", async ({ page }) => {
    await openAtFirstPaint(page, "/");
    await page.getByRole("button", { name: "Open search" }).tap();
    const box = page.locator("#mobile-search-bar").getByRole("combobox", { name: "Search articles" });
    await expect(box).toBeFocused({ timeout: 2_000 });
    await page.keyboard.type("ma");
    await expectOnScreen(page.getByText("Type at least 3 characters to search"));
    await expect(box).toHaveValue("ma");
  });

  test("A sign-up sent from the story's end at the first paint answers on the story it was sent from", async ({
    page,
  }) => {
    await openAtFirstPaint(page, story);
    const { slot, form } = await storySignUp(page, "phone");
    await form.getByRole("button", { name: "Subscribe" }).tap();
    await expectOnScreen(slot.getByText("Check your inbox and confirm with the link we sent you."), 10_000);
    await expect(page).toHaveURL(new RegExp(`${story}$`));
  });

  test("A poll answer tapped at the first paint is counted on the story it was tapped on", async ({
    page,
  }) => {
    await openAtFirstPaint(page, story);
    const poll = page.locator("#vote");
    const yes = poll.getByRole("button", { name: "Yes", exact: true });
    await yes.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await yes.tap();
    await expectOnScreen(poll.getByText(/^Thanks for voting! Total votes: \d+$/), 10_000);
    await expect(poll.getByRole("button", { name: /^Yes/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(new RegExp(`${story}$`));
  });

  test("An empty feedback form sent at the first paint is answered 'Missing message'", async ({ page }) => {
    await openAtFirstPaint(page, "/feedback");
    const send = page.getByRole("button", { name: "Send Feedback" });
    await send.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await send.tap();
    await expectOnScreen(page.getByTestId("toast").filter({ hasText: "Missing message" }), 10_000);
    await expect(page).toHaveURL(/\/feedback$/);
  });

  test("Copy Link pressed at the first paint copies the address and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openAtFirstPaint(page, story);
    const copy = page.getByRole("button", { name: "Copy Link" });
    await copy.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await copy.tap();
    await expectOnScreen(
      page.getByTestId("toast").filter({ hasText: "Article link copied to clipboard!" }),
      10_000,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${story}$`));
  });
});
