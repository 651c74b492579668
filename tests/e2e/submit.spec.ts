import { spawnSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { queryE2eDb, snapshotE2eDb } from "./e2e-db.ts";
import { hydrated, pauseClock } from "./helpers.ts";
import { details, fillReport, uniqueHeadline } from "./submission-form.ts";

const messages = {
  reporterName: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  headline: "Headline must be at least 5 characters",
  futureCategory: "Please select a category",
  probability: "Please select a probability level",
  timelineCategory: "Please select a timeline category",
  transmissionDetails: "Transmission details must be at least 50 characters",
  editorConsent: "You must consent to allow editors to review and edit your submission",
};
test.describe("The submission portal", () => {
  test("shows the header, intro, form, tagline and the four-point protocol", async ({ page }) => {
    await page.goto("/submit");
    await expect(page.getByRole("heading", { level: 1, name: "Submit Your Future Report" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
    await expect(page.getByText("We report the future as if it’s happening now.").first()).toBeVisible();
    const protocol = page.getByRole("complementary", { name: "Transmission Protocol" }).getByRole("listitem");
    await expect(protocol).toHaveCount(4);
    await expect(protocol.nth(0)).toContainText("analysed");
    await expect(protocol.nth(1)).toContainText("featured");
    await expect(protocol.nth(2)).toContainText("contact you");
    await expect(protocol.nth(3)).toContainText("credited");
    await expect(page.getByRole("checkbox")).toHaveAccessibleName(
      /edit it for clarity, length or narrative enhancement/,
    );
    await expect(page.getByRole("button", { name: "Send Transmission" })).toBeEnabled();
  });

  test("offers the spec's options in every Radix select once the code arrives", async ({ page }) => {
    await page.goto("/submit");
    // The lists read here are the Radix ones, whose placeholders are not options: they need the code.
    await hydrated(page);
    await page.getByLabel("Probability", { exact: true }).click();
    await expect(page.getByRole("option")).toHaveText([
      "Just a Dream",
      "Wild Theory",
      "Plausible Prediction",
      "Already Unfolding",
      "100% Inevitable",
    ]);
    await page.keyboard.press("Escape");
    await page.getByLabel("Future Category", { exact: true }).click();
    await expect(page.getByRole("option")).toHaveCount(9);
  });

  test("a submit with nothing filled in shows every message beside its field", async ({ page }) => {
    await page.goto("/submit");
    await page.getByRole("button", { name: "Send Transmission" }).click();
    for (const message of Object.values(messages)) await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel("Reporter Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Reporter Name")).toHaveAccessibleDescription(messages.reporterName);
  });

  test("after hydration, messages appear on blur and go away while the reader fixes the field", async ({
    page,
  }) => {
    await page.goto("/submit");
    // A blur has no handler before the code arrives; the early blur has its own test below.
    await hydrated(page);
    const name = page.getByLabel("Reporter Name");
    await name.fill("A");
    await name.blur();
    await expect(page.getByText(messages.reporterName)).toBeVisible();
    await name.pressSequentially("d");
    await expect(page.getByText(messages.reporterName)).toHaveCount(0);
    await page.getByLabel("Source URL").fill("not a link");
    await page.getByLabel("Source URL").blur();
    await expect(page.getByText("Please enter a valid URL")).toBeVisible();
    await page.getByLabel("Future Category", { exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByText(messages.futureCategory)).toBeVisible();
    await expect(page.getByText(messages.email)).toHaveCount(0);
  });

  test("after hydration, the Radix select's type-ahead matches what is typed and starts over after a second", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/submit");
    // Type-ahead that starts over after a second is the Radix select's, which needs the code.
    await hydrated(page);
    const category = page.getByLabel("Future Category", { exact: true });
    await category.focus();
    await page.keyboard.press("o");
    await expect(category).toHaveText("Otherworldly Economics");
    await page.keyboard.press("t");
    await expect(category).toHaveText("Otherworldly Economics");
    await page.clock.runFor(1100);
    await page.keyboard.press("t");
    await expect(category).toHaveText("Tech & AI Glitches");
  });

  test("a complete report is transmitted, stored as pending and the form resets", async ({ page }) => {
    const headline = uniqueHeadline("JS");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/submissions/submit", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/submit");
    await fillReport(page, headline);
    await page.getByRole("button", { name: "Send Transmission" }).click();
    await expect(page.getByRole("button", { name: "Transmitting..." })).toBeDisabled();
    release();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Future Report Transmitted!");
    await expect(toast).toContainText(
      "Thank you for your submission. Our temporal analysts will review it shortly!",
    );
    await expect(page.getByLabel("Headline")).toHaveValue("");
    await expect(page.getByLabel("Future Category", { exact: true })).toHaveText("Select a category");
    await expect(page.getByRole("checkbox")).not.toBeChecked();
    const rows = queryE2eDb(
      `SELECT reporter_name, future_category, probability, timeline_category, source_url, editor_consent, status FROM submissions WHERE headline = '${headline}'`,
    );
    expect(rows).toEqual([
      {
        reporter_name: "Ada Quill",
        future_category: "tech-ai",
        probability: "plausible",
        timeline_category: "soft-signal",
        source_url: "https://example.com/toasters",
        editor_consent: 1,
        status: "pending",
      },
    ]);
  });

  test("a refusal from the server shows Transmission Failed and keeps the form", async ({ page }) => {
    await page.route("**/api/submissions/submit", (route) =>
      route.fulfill({
        status: 400,
        json: { success: false, message: "Headline must be at least 5 characters" },
      }),
    );
    await page.goto("/submit");
    await fillReport(page, "Kept headline");
    await page.getByRole("button", { name: "Send Transmission" }).click();
    await expect(page.getByTestId("toast")).toContainText("Transmission Failed");
    await expect(page.getByTestId("toast")).toContainText("Headline must be at least 5 characters");
    await expect(page.getByLabel("Headline")).toHaveValue("Kept headline");
  });

  test("a network error shows Transmission Error and keeps the form", async ({ page }) => {
    await page.route("**/api/submissions/submit", (route) => route.abort());
    await page.goto("/submit");
    await fillReport(page, "Kept headline");
    await page.getByRole("button", { name: "Send Transmission" }).click();
    await expect(page.getByTestId("toast")).toContainText("Transmission Error");
    await expect(page.getByTestId("toast")).toContainText(
      "There was an error submitting your report. Please try again later.",
    );
    await expect(page.getByLabel("Headline")).toHaveValue("Kept headline");
    await expect(page.getByRole("checkbox")).toBeChecked();
  });

  test("the honeypot is out of sight, out of the tab order and hidden from screen readers", async ({
    page,
  }) => {
    await page.goto("/submit");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot.locator("xpath=..")).toHaveAttribute("aria-hidden", "true");
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
  });
});

/**
 * Holds back the script whose file name starts with `chunk` until the test lets it through, as a slow
 * connection would, and records which of the page's on-demand scripts were asked for.
 */
async function holdChunk(page: Page, chunk: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("The submission form's code on demand", () => {
  const onDemand = /\/assets\/(live-submission|radix-select-field)-[^/]+\.js$/;

  test("once hydrated, the checks and the Radix select load only when the reader starts on the form", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (onDemand.test(request.url())) requested.push(request.url());
    });
    await page.goto("/submit");
    // This is about what the framework loads by itself, with no reader on the form: so it runs first.
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await page.getByLabel("Reporter Name").focus();
    await expect.poll(() => requested.length).toBe(2);
  });

  test("a blur before the checks arrive still shows the field's message", async ({ page }) => {
    const release = await holdChunk(page, "live-submission");
    await page.goto("/submit");
    const name = page.getByLabel("Reporter Name");
    await name.fill("A");
    await name.blur();
    await expect(page.getByText(messages.reporterName)).toHaveCount(0);
    release();
    await expect(page.getByText(messages.reporterName)).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
  });

  test("a submit before the checks arrive waits for them instead of posting the page", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const release = await holdChunk(page, "live-submission");
    await page.goto("/submit");
    await page.getByRole("button", { name: "Send Transmission" }).click();
    release();
    for (const message of Object.values(messages)) await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel("Reporter Name")).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("keys typed on a select before the Radix one arrives pick the option", async ({ page }) => {
    const release = await holdChunk(page, "radix-select-field");
    await page.goto("/submit");
    const category = page.getByLabel("Future Category", { exact: true });
    await category.focus();
    await page.keyboard.press("o");
    await page.keyboard.press("t");
    release();
    const trigger = page.getByRole("combobox", { name: "Future Category" });
    await expect(trigger).toHaveAttribute("data-state", "closed");
    await expect(trigger).toBeFocused();
    await expect(category).toHaveText("Otherworldly Economics");
  });

  test("a click on a select before the Radix one arrives opens its list", async ({ page }) => {
    const release = await holdChunk(page, "radix-select-field");
    await page.goto("/submit");
    await page.getByLabel("Probability", { exact: true }).click();
    release();
    await expect(page.getByRole("option")).toHaveCount(5);
    await page.getByRole("option", { name: "Wild Theory" }).click();
    await expect(page.getByLabel("Probability", { exact: true })).toHaveText("Wild Theory");
  });

  test("a choice made on the native select carries over to the Radix one", async ({ page }) => {
    const release = await holdChunk(page, "radix-select-field");
    await page.goto("/submit");
    await page.getByLabel("Timeline Category", { exact: true }).selectOption("dream-vision");
    release();
    const timeline = page.getByRole("combobox", { name: "Timeline Category" });
    await expect(timeline).toHaveAttribute("data-state", "closed");
    await expect(timeline).toHaveText("Dream Vision");
  });
});

test.describe("The submission portal without JavaScript", () => {
  test("the server shows a field's message beside it and keeps what was typed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/submit");
    await page.getByLabel("Reporter Name").fill("Ada Quill");
    await page.getByLabel("Email Address", { exact: true }).fill("ada@example.com");
    await page.getByLabel("Headline").fill("Kept without JavaScript");
    await page.getByLabel("Future Category").selectOption("alien");
    await page.getByLabel("Probability").selectOption("dream");
    await page.getByLabel("Timeline Category").selectOption("unknown");
    await page.getByLabel("Transmission Details").fill(details);
    // The browser accepts any scheme in a URL field; the server accepts only web links.
    await page.getByLabel("Source URL").fill("ftp://files.example.com/report.txt");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Send Transmission" }).click();
    await expect(page.getByText("Please enter a valid URL")).toBeVisible();
    await expect(page.getByLabel("Headline")).toHaveValue("Kept without JavaScript");
    await expect(page.getByLabel("Future Category")).toHaveValue("alien");
    expect(
      queryE2eDb("SELECT count(*) AS n FROM submissions WHERE headline = 'Kept without JavaScript'"),
    ).toEqual([{ n: 0 }]);
    await context.close();
  });

  test("a complete report is stored and editors find it with npm run editors", async ({ browser }) => {
    test.slow(); // runs the editors' script, which starts wrangler
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const headline = uniqueHeadline("No-JS");
    await page.goto("/submit");
    await page.getByLabel("Reporter Name").fill("Bo Reader");
    await page.getByLabel("Email Address", { exact: true }).fill("bo@example.com");
    await page.getByLabel("Headline").fill(headline);
    await page.getByLabel("Future Category").selectOption("time-travel");
    await page.getByLabel("Probability").selectOption("inevitable");
    await page.getByLabel("Timeline Category").selectOption("satirical");
    await page.getByLabel("Transmission Details").fill(details);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Send Transmission" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Future Report Transmitted!");
    await expect(page.getByLabel("Headline")).toHaveValue("");
    const listed = spawnSync(
      process.execPath,
      ["scripts/editors.ts", "submissions", "--persist-to", await snapshotE2eDb()],
      { encoding: "utf8" },
    );
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(headline);
    expect(listed.stdout).toContain("Time Travel Mishaps · 100% Inevitable · Satirical or Fictional");
    await context.close();
  });
});
