import { expect, test } from "@playwright/test";
import { startInOneRateLimitWindow } from "../rate-limit-window.ts";
import { hydrated, readerAddress } from "./helpers.ts";
import { uniqueEmail } from "./e2e-db.ts";
import { confirmationLink } from "./newsletter-mail.ts";
import { validReportForm } from "../fixtures/report.ts";

test.describe("Rate limits on the no-JavaScript forms", () => {
  test("Past the limit the newsletter page answers 429 with Retry-After, the message and the typed address", async ({
    browser,
    request,
  }) => {
    test.slow(); // may first wait for a fresh rate-limit window
    await startInOneRateLimitWindow(60, 30);
    const address = readerAddress();
    const allowed = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        request.post("/newsletter", {
          headers: { "cf-connecting-ip": address },
          form: { email: `limit-${Date.now()}-${attempt}@example.com` },
        }),
      ),
    );
    expect(allowed.map((answer) => answer.status())).toEqual(Array(20).fill(200));
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "cf-connecting-ip": address },
    });
    const page = await context.newPage();
    await page.goto("/newsletter");
    const field = page.getByRole("main").getByLabel("Email address");
    await field.fill("patient.reader@example.com");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("main").getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(answer.status()).toBe(429);
    expect(answer.headers()["retry-after"]).toBe("60");
    await expect(page.getByRole("main")).toContainText("Please wait 60 seconds and try again.");
    await expect(page.getByRole("main").getByLabel("Email address")).toHaveValue(
      "patient.reader@example.com",
    );
    await context.close();
  });

  test("Votes share one budget: past it the vote form answers 429 with Retry-After and says why", async ({
    request,
  }) => {
    test.slow(); // may first wait for a fresh rate-limit window
    await startInOneRateLimitWindow(10, 8);
    const headers = { "cf-connecting-ip": readerAddress() };
    // At once, so all 30 land inside the ten-second window even on a slow machine.
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        request.post("/api/votes", { headers, data: { articleId: (index % 13) + 1, vote: "maybe" } }),
      ),
    );
    const answer = await request.post("/articles/zero-waste-2055", {
      headers,
      form: { articleId: "1", vote: "yes" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(429);
    expect(answer.headers()["retry-after"]).toBe("10");
    expect(await answer.text()).toContain("Too many votes from your connection");
  });

  test("Past the limit the report form answers 429 and comes back filled in", async ({ request }) => {
    test.slow(); // may first wait for a fresh rate-limit window
    await startInOneRateLimitWindow(60, 20);
    const headers = { "cf-connecting-ip": readerAddress() };
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        request.post("/submit", {
          headers,
          form: validReportForm({ headline: `Limit check ${Date.now()} ${index}` }),
        }),
      ),
    );
    const answer = await request.post("/submit", {
      headers,
      form: validReportForm({ headline: "Kept past the limit" }),
    });
    expect(answer.status()).toBe(429);
    expect(answer.headers()["retry-after"]).toBe("60");
    const html = await answer.text();
    expect(html).toContain("Please wait 60 seconds and try again.");
    expect(html).toContain('value="Kept past the limit"');
  });

  test("Past the limit the unsubscribe button answers 429 and keeps the confirm screen", async ({
    request,
  }) => {
    test.slow(); // may first wait for a fresh rate-limit window
    await startInOneRateLimitWindow(60, 20);
    const headers = { "cf-connecting-ip": readerAddress() };
    await Promise.all(
      Array.from({ length: 20 }, () =>
        request.post("/unsubscribe", { headers, form: { token: "not-a-token" } }),
      ),
    );
    const answer = await request.post("/unsubscribe", { headers, form: { token: "kept-token-value" } });
    expect(answer.status()).toBe(429);
    expect(answer.headers()["retry-after"]).toBe("60");
    const html = await answer.text();
    expect(html).toContain("Too many unsubscribe requests");
    expect(html).toContain('value="kept-token-value"');
  });

  test("Past the limit of opened links, the confirmation button pressed in the browser says to wait", async ({
    browser,
    request,
  }) => {
    test.slow(); // may first wait for a fresh rate-limit window
    const email = uniqueEmail("patient");
    expect((await request.post("/api/newsletter/subscribe", { data: { email } })).ok()).toBe(true);
    const link = await confirmationLink(email);
    await startInOneRateLimitWindow(60, 20);
    const address = readerAddress();
    const context = await browser.newContext({ extraHTTPHeaders: { "cf-connecting-ip": address } });
    const page = await context.newPage();
    await page.goto(link);
    // The press must go through the framework (a `.data` post), so this waits for it.
    await hydrated(page);
    // The other 19 of the network's 20 opened links a minute.
    for (let index = 0; index < 19; index++) {
      await request.get(`/newsletter/confirm?token=${"b".repeat(40)}${index}`, {
        headers: { "cf-connecting-ip": address },
      });
    }
    await page.getByRole("button", { name: "Yes, send me the newsletter" }).click();
    await expect(page.getByRole("heading", { name: "Please wait a moment" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "Too many newsletter links opened from your connection in a short time. Please wait 60 seconds and try again.",
    );
    await context.close();
  });
});
