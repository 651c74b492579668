import { expect, test, type Page } from "@playwright/test";
import { queryE2eDb, uniqueEmail } from "./e2e-db.ts";
import { hydrated, ownNetwork, readerAddress } from "./helpers.ts";
import { confirmationLink, confirmedSubscriberToken } from "./newsletter-mail.ts";

const footerForm = (page: Page) => page.getByRole("contentinfo").getByTestId("newsletter-form");
const toast = (page: Page) => page.getByTestId("toast");

test.describe("The footer newsletter form", () => {
  test("A reader subscribes, sees the success toast and the field clears", async ({ page }) => {
    const email = uniqueEmail("Footer");
    await page.goto("/");
    const form = footerForm(page);
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page)).toContainText("Subscription successful!");
    await expect(toast(page)).toContainText("Check your inbox and confirm with the link we sent you.");
    await expect(form.getByLabel("Email address")).toHaveValue("");
    const rows = queryE2eDb(`SELECT status FROM subscribers WHERE email = '${email.toLowerCase()}'`);
    // Pending until the reader presses the button behind the emailed link (newsletter-opt-in.spec.ts).
    expect(rows).toEqual([{ status: "pending" }]);
  });

  test("An empty address gets the 'Email is required' toast and no request", async ({ page }) => {
    let requests = 0;
    await page.route("**/api/newsletter/subscribe", (route) => {
      requests++;
      return route.continue();
    });
    await page.goto("/");
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page)).toContainText("Email is required");
    await expect(toast(page)).toContainText("Please enter your email address to subscribe.");
    expect(requests).toBe(0);
  });

  test("A malformed address gets 'Subscription failed' with the server's message", async ({ page }) => {
    await page.goto("/");
    const form = footerForm(page);
    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page)).toContainText("Subscription failed");
    await expect(toast(page)).toContainText("Please enter a valid email address");
    await expect(form.getByLabel("Email address")).toHaveValue("not-an-email");
  });

  test("While subscribing the button reads Subscribing... and the input is disabled", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/newsletter/subscribe", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const form = footerForm(page);
    await form.getByLabel("Email address").fill(uniqueEmail("slow"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(form.getByLabel("Email address")).toBeDisabled();
    release();
    await expect(toast(page)).toContainText("Subscription successful!");
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("A network failure gets the generic failure toast", async ({ page }) => {
    await page.route("**/api/newsletter/subscribe", (route) => route.abort());
    await page.goto("/");
    const form = footerForm(page);
    await form.getByLabel("Email address").fill(uniqueEmail("offline"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page)).toContainText("Subscription failed");
    await expect(toast(page)).toContainText("Something went wrong. Please try again.");
  });
});

test.describe("The newsletter without JavaScript", () => {
  test("The footer form subscribes through the /newsletter page and links back", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("nojs");
    await page.goto("/about");
    await footerForm(page).getByLabel("Email address").fill(email);
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText("Subscription successful!");
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Check your inbox and confirm with the link we sent you.",
    );
    await expect(page.getByRole("link", { name: "Keep reading" })).toHaveAttribute("href", "/about");
    expect(
      queryE2eDb(`SELECT count(*) AS n FROM subscribers WHERE email = '${email.toLowerCase()}'`),
    ).toEqual([{ n: 1 }]);
    await context.close();
  });
});

test.describe("The no-JavaScript sign-up's Keep reading link", () => {
  for (const [referer, expected] of [
    ["//evil.example/p", "/"],
    ["/\\evil.example/p", "/"],
    ["/search?q=mars", "/search?q=mars"],
  ] as const) {
    test(`a Referer path of ${referer} leads to ${expected}`, async ({ request, baseURL }) => {
      const response = await request.post("/newsletter", {
        form: { email: uniqueEmail("referer") },
        headers: { referer: `${baseURL}${referer}`, "cf-connecting-ip": readerAddress() },
      });
      expect(response.status()).toBe(200);
      const link = (await response.text()).match(/<a[^>]*href="([^"]*)"[^>]*>Keep reading<\/a>/);
      expect(link?.[1]).toBe(expected);
    });
  }

  test("a Referer on another host leads home", async ({ request }) => {
    const response = await request.post("/newsletter", {
      form: { email: uniqueEmail("referer") },
      headers: { referer: "https://evil.example/about", "cf-connecting-ip": readerAddress() },
    });
    expect((await response.text()).match(/<a[^>]*href="([^"]*)"[^>]*>Keep reading<\/a>/)?.[1]).toBe("/");
  });
});

test.describe("Unsubscribing", () => {
  const subscribedToken = (page: Page) => confirmedSubscriberToken(page, "leaver");
  test.beforeEach(({ context }) => ownNetwork(context));

  test("The link asks for confirmation, unsubscribes once, then says it is done", async ({ page }) => {
    const token = await subscribedToken(page);
    const response = await page.goto(`/unsubscribe?token=${token}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, unsubscribe me" }).click();
    await expect(page.getByRole("heading", { name: "You’ve been unsubscribed" })).toBeVisible();
    expect(queryE2eDb(`SELECT status FROM subscribers WHERE unsubscribe_token = '${token}'`)).toEqual([
      { status: "unsubscribed" },
    ]);
    await page.goto(`/unsubscribe?token=${token}`);
    await expect(page.getByRole("heading", { name: "You’re already unsubscribed" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes, unsubscribe me" })).toHaveCount(0);
  });

  test("Without JavaScript the confirm button works too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await ownNetwork(context);
    const page = await context.newPage();
    const token = await subscribedToken(page);
    await page.goto(`/unsubscribe?token=${token}`);
    await page.getByRole("button", { name: "Yes, unsubscribe me" }).click();
    await expect(page.getByRole("heading", { name: "You’ve been unsubscribed" })).toBeVisible();
    await context.close();
  });

  test("A missing or cut-short token gets a clear 400 page, an unknown one a 404 page", async ({ page }) => {
    for (const path of ["/unsubscribe", "/unsubscribe?token=abc"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { name: "This unsubscribe link is incomplete" })).toBeVisible();
    }
    const unknown = await page.goto(`/unsubscribe?token=${"Z".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn’t find that subscription" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to the front page" })).toBeVisible();
  });
});

test.describe("One sign-up form: footer, promo and after each story", () => {
  test("the footer form answers under its field too, and links to past editions", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const message = footer.getByTestId("newsletter-form-message");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(message).toHaveText("Please enter your email address to subscribe.");
    await expect(footer.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await footer.getByLabel("Email address").fill(uniqueEmail("inline"));
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(message).toHaveText("Check your inbox and confirm with the link we sent you.");
    await expect(toast(page)).toContainText("Subscription successful!");
    await expect(footer.getByRole("link", { name: "Read past editions" })).toHaveAttribute(
      "href",
      "/newsletter/editions",
    );
  });

  test("the promo's Subscribe signs up from the field inside the promo", async ({ page, context }) => {
    // Its sign-up and confirmation link spend budgets per network that the rest of the suite shares.
    await ownNetwork(context);
    const email = uniqueEmail("Promo");
    await page.clock.install({ time: new Date("2026-03-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-03-01T09:00:01Z"));
    await page.goto("/");
    // The promo exists only once the framework runs, and its 15 s start with its code: the clock is
    // moved after that, or it would run before there is anything to time.
    await hydrated(page);
    await page.clock.runFor(15_100);
    const promo = page.getByTestId("promo-popup");
    await promo.getByLabel("Email address").fill(email);
    await promo.getByRole("button", { name: "Subscribe" }).click();
    await expect(promo.getByTestId("newsletter-form-message")).toHaveText(
      "Check your inbox and confirm with the link we sent you.",
    );
    await expect(toast(page)).toContainText("Subscription successful!");
    const status = () => queryE2eDb(`SELECT status FROM subscribers WHERE email = '${email.toLowerCase()}'`);
    expect(status()).toEqual([{ status: "pending" }]);
    // The promo's sign-up is confirmed through its emailed link like any other.
    await page.goto(await confirmationLink(email));
    await page.getByRole("button", { name: "Yes, send me the newsletter" }).click();
    await expect(page.getByRole("heading", { name: "You’re subscribed" })).toBeVisible();
    expect(status()).toEqual([{ status: "active" }]);
  });

  test("every story ends with the same sign-up form", async ({ page }) => {
    await page.goto("/articles/3-hour-workday-2045");
    const slot = page.getByRole("region", { name: "Tomorrow’s headlines, in your inbox today" });
    await expect(slot.getByTestId("newsletter-form")).toBeVisible();
    await expect(slot.getByLabel("Email address")).toHaveAttribute("id", "newsletter-email-article");
  });
});
