import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers.ts";
import { readMailto } from "./mailto.ts";
import { pick } from "./select-field.ts";

const types = [
  "General Thoughts",
  "Article Suggestion",
  "Site Improvement",
  "Question",
  "Praise",
  "Criticism",
  "Just Saying Hi",
  "Other",
];

test.describe("The feedback page", () => {
  test("shows the intro, why feedback matters and a reader quote, and the eight types in the Radix list once the code arrives", async ({
    page,
  }) => {
    await page.goto("/feedback");
    await expect(page.getByRole("heading", { level: 1, name: "Share Your Feedback" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why We Value Your Feedback" })).toBeVisible();
    await expect(page.locator("figure blockquote")).toBeVisible();
    // The type list is a Radix select, which opens only once its code has hydrated (decision 141 holds
    // sends, not a select's opening); this reads the list, so it waits for the code like contact's.
    await hydrated(page);
    await page.getByLabel("Type of feedback").click();
    await expect(page.getByRole("option")).toHaveText(types);
  });

  test("an empty message gets the 'Missing message' toast", async ({ page }) => {
    await page.goto("/feedback");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(page.getByTestId("toast")).toContainText("Missing message");
    await expect(page.getByTestId("toast")).toContainText("Please share your thoughts before submitting");
  });

  test("a malformed reply address gets the 'Invalid email' toast", async ({ page }) => {
    await page.goto("/feedback");
    await page.locator("#feedback-email").fill("me@");
    await page.getByLabel("Your thoughts").fill("Lovely site.");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(page.getByTestId("toast")).toContainText("Invalid email");
    await expect(page.getByTestId("toast")).toContainText(
      "Please enter a valid email address if you'd like a response",
    );
    await expect(page.getByLabel("Your thoughts")).toHaveValue("Lovely site.");
  });

  test("anonymous feedback opens a mail to the feedback mailbox, thanks the reader and resets", async ({
    page,
  }) => {
    await page.goto("/feedback");
    await page.getByLabel("Your thoughts").fill("More robots, please.");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Thanks for your feedback!");
    const mail = readMailto(
      await toast.getByRole("link", { name: "Email not working? Click here instead" }).getAttribute("href"),
    );
    expect(mail.to).toBe("feedback@futuredispatch.example");
    expect(mail.subject).toBe("Feedback from Anonymous");
    expect(mail.body).toBe("Feedback Type: Not specified\n\nMessage:\nMore robots, please.");
    await expect(page.getByLabel("Your thoughts")).toHaveValue("");
  });

  test("a named reader's mail carries the name, the type and the reply-to address", async ({ page }) => {
    await page.goto("/feedback");
    await page.getByLabel("Name").fill("Ada");
    await page.locator("#feedback-email").fill("ada@example.com");
    await pick(page, /^Type of feedback/, "Praise");
    await page.getByLabel("Your thoughts").fill("The 2048 piece was uncanny.");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    const link = page
      .getByTestId("toast")
      .getByRole("link", { name: "Email not working? Click here instead" });
    const mail = readMailto(await link.getAttribute("href"));
    expect(mail.subject).toBe("Feedback from Ada");
    expect(mail.body).toBe(
      "Feedback Type: Praise\n\nMessage:\nThe 2048 piece was uncanny.\n\nReply to: ada@example.com",
    );
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Type of feedback")).toHaveText("Choose a type");
  });
});

test.describe("The feedback page without JavaScript", () => {
  test("the server answers with the same mail link, or the same messages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/feedback");
    await page.getByLabel("Type of feedback").selectOption("Question");
    await page.getByLabel("Your thoughts").fill("Is 2050 on time?");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Thanks for your feedback!");
    const mail = readMailto(await page.getByRole("link", { name: "Open Email Client" }).getAttribute("href"));
    expect(mail.to).toBe("feedback@futuredispatch.example");
    expect(mail.subject).toBe("Feedback from Anonymous");
    expect(mail.body).toBe("Feedback Type: Question\n\nMessage:\nIs 2050 on time?");

    await page.getByLabel("Name").fill("Kept");
    await page.getByLabel("Your thoughts").fill("   ");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(page.getByRole("alert")).toContainText("Missing message");
    await expect(page.getByLabel("Name")).toHaveValue("Kept");
    await context.close();
  });
});
