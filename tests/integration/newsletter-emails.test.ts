import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { drainQueue, outbox, queueRecorder, runCron, signUpWith } from "./newsletter-mail";

const weekly = "0 8 * * FRI";
const friday = new Date("2026-11-27T08:00:00Z");

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM edition_deliveries"),
    env.DB.prepare("DELETE FROM newsletter_editions"),
    env.DB.prepare("DELETE FROM subscribers"),
  ]);
});

/** What every newsletter email carries (decision 148). */
function expectHouseEmail(rendered: string) {
  const html = rendered.replaceAll("<!-- -->", "");
  expect(html).toContain('<meta name="color-scheme" content="light dark"');
  expect(html).toContain("@media (prefers-color-scheme: dark)");
  expect(html).toMatch(
    /@media \(max-width: 480px\)[^}]*\{[^]*\.fd-button \{ display: block !important; width: 100% !important;/,
  );
  expect(html).toMatch(/class="fd-button"/);
  expect(html).toContain("The Future Dispatch");
  expect(html).toContain("The Weekly Dispatch is written and sent by The Future Dispatch.");
  expect(html).toContain("PO Box 2047");
}

describe("The Weekly Dispatch's emails", () => {
  it("the confirmation has the wordmark, the name, dark styles, a full-width button on phones and a footer", async () => {
    const mail = outbox();
    await signUpWith({ EMAIL: mail.binding }, "house@example.com");
    const [email] = mail.sent;
    expect(email!.subject).toBe("Confirm your subscription to The Weekly Dispatch");
    expectHouseEmail(email!.html);
    expect(email!.html.replaceAll("<!-- -->", "")).toContain(
      "because house@example.com was entered in our sign-up form",
    );
  });

  it("an edition adds why the reader gets it and the one-click unsubscribe", async () => {
    await env.DB.prepare(
      "INSERT INTO subscribers (email, unsubscribe_token, status) VALUES ('reader@example.com', ?, 'active')",
    )
      .bind("u".repeat(43))
      .run();
    const mail = outbox();
    const queue = queueRecorder();
    await runCron({ EDITION_SENDS: queue.binding }, weekly, friday);
    await drainQueue({ EMAIL: mail.binding }, queue.messages);
    const [email] = mail.sent;
    expect(email!.subject).toMatch(/^The Weekly Dispatch No\. 1: /);
    expectHouseEmail(email!.html);
    expect(email!.html).toContain("You get it because you confirmed a subscription on our site.");
    expect(email!.html).toMatch(/href="[^"]*\/unsubscribe\?token=u{43}"[^>]*>Unsubscribe in one click/);
  });
});
