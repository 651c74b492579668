import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./e2e-db.ts";

// decisions.md: with double opt-in nothing is subscribed when the toast shows, so the toast's
// description, the line under the field and the API's message all say the one true thing.
const inbox = "Check your inbox and confirm with the link we sent you.";

test.describe("One voice for a sign-up", () => {
  test("the toast, the line under the field and the API say the same thing", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(uniqueEmail("voice"));
    const answer = page.waitForResponse("**/api/newsletter/subscribe");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Subscription successful!");
    await expect(toast).toContainText(inbox);
    await expect(footer.getByTestId("newsletter-form-message")).toHaveText(inbox);
    expect(await (await answer).json()).toEqual({ success: true, message: inbox });
  });

  test("without JavaScript the page answers in the same words, once", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(uniqueEmail("voice-nojs"));
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`Subscription successful!${inbox}`);
    await expect(page.getByRole("main").getByText(/check your inbox/i)).toHaveCount(1);
    await context.close();
  });
});
