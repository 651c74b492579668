import { holdScripts } from "./helpers.ts";
import { expect, expectOnScreen, openAtFirstPaint, storySignUp, test } from "./phone.ts";

const story = "/articles/luna-city-first-sister-society-2050";

// A touch made before the framework's code has arrived is answered on screen at once, by the page
// itself, and then carried out once the code is in (decision 182). Each test holds the site's scripts
// so that the touch lands before them, whatever the machine's speed.
test.describe("What a phone reader sees before the code arrives", () => {
  test("A reaction tapped before the code arrives shows as chosen at once, and is counted once", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openAtFirstPaint(page, story);
    const reactions = page.getByRole("region", { name: "How does this future make you feel?" });
    const nice = reactions.getByRole("button", { name: /^Nice/ });
    await nice.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await nice.tap();
    await expect(nice).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
    await expectOnScreen(nice);
    release();
    await expectOnScreen(page.getByTestId("toast").filter({ hasText: "Reaction saved!" }), 15_000);
    await expect(reactions.getByTestId("reaction-count-nice")).toHaveText("15");
    await expect(nice).toHaveAttribute("aria-pressed", "true");
  });

  test("A poll answer tapped before the code arrives says it is being counted, and is counted once", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openAtFirstPaint(page, story);
    const poll = page.locator("#vote");
    const yes = poll.getByRole("button", { name: "Yes", exact: true });
    await yes.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await yes.tap();
    await expectOnScreen(poll.getByText("Counting your vote...", { exact: true }), 2_000);
    release();
    await expectOnScreen(poll.getByText(/^Thanks for voting! Total votes: \d+$/), 15_000);
    await expect(poll.getByRole("button", { name: /^Yes/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(new RegExp(`${story}$`));
  });

  test("A sign-up sent before the code arrives says it is subscribing, and is answered once", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openAtFirstPaint(page, story);
    const { slot, form } = await storySignUp(page, "held");
    await form.getByRole("button", { name: "Subscribe" }).tap();
    await expectOnScreen(form.getByRole("button", { name: "Subscribing..." }), 2_000);
    release();
    await expectOnScreen(slot.getByText("Check your inbox and confirm with the link we sent you."), 15_000);
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${story}$`));
  });

  test("A search sent with Enter says it is searching while the results are on their way", async ({
    page,
  }) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/search\?q=/, async (route) => {
      await answered;
      await route.continue();
    });
    const release = await holdScripts(page);
    // Playwright waits for a page load under way before it looks at the page, so the page itself
    // records what the frame drawn after the search was sent shows: the text visible, inside the
    // viewport and on top at its centre. The results page reads the record.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const status = [...document.querySelectorAll("[role=status]")].find(
          (element) => element.textContent === "Searching...",
        );
        if (!status) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            const box = status.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            const shown = !status.checkVisibility()
              ? "not shown"
              : box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth
                ? "outside the viewport"
                : top && status.contains(top)
                  ? "on screen"
                  : "covered";
            sessionStorage.setItem("searching", shown);
          }),
        );
      }).observe(document, { childList: true, subtree: true });
    });
    await openAtFirstPaint(page, "/");
    await page.getByRole("button", { name: "Open search" }).tap();
    const box = page.locator("#mobile-search-bar").getByRole("combobox", { name: "Search articles" });
    await expect(box).toBeFocused({ timeout: 2_000 });
    await page.keyboard.type("mars");
    // The keyboard's own press: a locator's waits for the page load it starts, which is held here.
    await page.keyboard.press("Enter");
    // The results are held for a second: the time a slow network takes to bring them.
    setTimeout(answer, 1_000);
    await expect(page).toHaveURL(/\/search\?q=mars$/, { timeout: 15_000 });
    await expectOnScreen(page.getByRole("heading", { level: 1 }), 15_000);
    expect(await page.evaluate(() => sessionStorage.getItem("searching"))).toBe("on screen");
    release();
  });

  test("The menu's tap is painted before the framework's code is started", async ({ page }) => {
    // The pictures are held, so the page has not loaded and only the tap can start the framework.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/images\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: Record<string, number> }).seen = seen;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLScriptElement && node.type === "module") seen.started = performance.now();
      }).observe(document, { childList: true, subtree: true });
      // The menu opens in the tap's click; the frame after it is the one that draws it open.
      document.addEventListener(
        "beforetoggle",
        (event) => {
          if ((event.target as Element).id !== "mobile-menu") return;
          requestAnimationFrame((frame) => (seen.menuDrawn = frame));
        },
        true,
      );
    });
    await openAtFirstPaint(page, "/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expectOnScreen(page.locator("#mobile-menu").getByRole("link", { name: "Feedback" }), 2_000);
    const seen = () => page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    await expect.poll(async () => Object.keys(await seen()).sort()).toEqual(["menuDrawn", "started"]);
    const { menuDrawn, started } = await seen();
    expect(started).toBeGreaterThan(menuDrawn!);
    release();
  });
});
