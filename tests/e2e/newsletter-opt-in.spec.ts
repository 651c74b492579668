import { expect, test, type Page } from "@playwright/test";
import { queryE2eDb, uniqueEmail } from "./e2e-db.ts";
import { hydrated, ownNetwork } from "./helpers.ts";
import { confirmationLink, confirmationLinks, sendEdition } from "./newsletter-mail.ts";

const footerForm = (page: Page) => page.getByRole("contentinfo").getByTestId("newsletter-form");
const statusOf = (email: string) =>
  queryE2eDb(`SELECT status FROM subscribers WHERE email = '${email.toLowerCase()}'`);

test.describe("Sign-up, confirmation and the archive", () => {
  // Opening and pressing a token link spends a per-network budget the rest of the suite shares.
  test.beforeEach(({ context }) => ownNetwork(context));

  test("With JavaScript: the footer form, the emailed link's button, then the edition in the archive", async ({
    page,
  }) => {
    const email = uniqueEmail("optin");
    await page.goto("/");
    await footerForm(page).getByLabel("Email address").fill(email);
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("toast")).toContainText("Subscription successful!");
    expect(statusOf(email)).toEqual([{ status: "pending" }]);

    const link = await confirmationLink(email);
    // Opening the link, as a mail scanner would, confirms nobody.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    expect(statusOf(email)).toEqual([{ status: "pending" }]);
    // This press is about the framework's path (a fetch, not a page load), so it waits for it.
    await hydrated(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/newsletter/confirm")) asked.push(request.method());
    });
    await page.getByRole("button", { name: "Yes, send me the newsletter" }).click();
    await expect(page.getByRole("heading", { name: "You’re subscribed" })).toBeVisible();
    expect(statusOf(email)).toEqual([{ status: "active" }]);
    // The answer is the whole screen: no second look-up of a link without its token, which would
    // spend the reader's budget of opened links.
    expect(asked).toEqual(["POST"]);

    // The link is spent.
    const again = await page.goto(link);
    expect(again?.status()).toBe(404);

    const number = await sendEdition(page.request);
    // The archive's list is edge-cached like every page and shows a new edition within the cache's
    // lifetime (decision 113); a sign-up no longer skips cached pages (decision 152). The edition's
    // own address, which the emailed edition links to, answers as soon as it is sent.
    await page.goto(`/newsletter/editions/${number}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`The Weekly Dispatch No. ${number}:`);
    const [edition] = queryE2eDb(`SELECT story_slugs FROM newsletter_editions WHERE number = ${number}`);
    const slugs = JSON.parse(String(edition!.story_slugs)) as string[];
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      await expect(page.getByRole("main").locator(`a[href="/articles/${slug}"]`).first()).toBeVisible();
    }
  });

  test("A second sign-up within a day sends no second confirmation", async ({ page }) => {
    const email = uniqueEmail("twice");
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await page.request.post("/api/newsletter/subscribe", { data: { email } });
      expect(response.status()).toBe(200);
    }
    await confirmationLink(email);
    await page.waitForTimeout(500);
    expect(confirmationLinks(email)).toHaveLength(1);
  });

  test("Without JavaScript: the /newsletter page, the confirmation button and the archive", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("optin-nojs");
    await page.goto("/about");
    await footerForm(page).getByLabel("Email address").fill(email);
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText("Subscription successful!");
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Check your inbox and confirm with the link we sent you.",
    );

    await page.goto(await confirmationLink(email));
    await page.getByRole("button", { name: "Yes, send me the newsletter" }).click();
    await expect(page.getByRole("heading", { name: "You’re subscribed" })).toBeVisible();
    expect(statusOf(email)).toEqual([{ status: "active" }]);

    const number = await sendEdition(page.request);
    await page.getByRole("main").getByRole("link", { name: "Read past editions" }).click();
    await expect(page).toHaveURL(/\/newsletter\/editions$/);
    await expect(page.getByRole("heading", { name: "Past editions", level: 1 })).toBeVisible();
    // The list may be a cached copy from before the send for up to five minutes (decisions 113 and
    // 152); the edition's own address, which its email links to, answers at once.
    await page.goto(`/newsletter/editions/${number}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`The Weekly Dispatch No. ${number}:`);
    await context.close();
  });
});
