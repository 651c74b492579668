// No one network can spend the day's confirmation emails, and once they are spent every sign-up is
// told so, in one answer that says nothing about the address (decision 153).
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { newsletterCapText } from "~/lib/copy/newsletter-cap-text";
import { outbox, signUpWith } from "./newsletter-mail";

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM subscribers"),
    env.DB.prepare("DELETE FROM newsletter_daily_sends"),
    env.DB.prepare("DELETE FROM newsletter_network_sends"),
  ]);
});

const signUpFrom = (bindings: Partial<Env>, email: string, address: string) =>
  signUpWith(bindings, email, { "cf-connecting-ip": address });

describe("The daily confirmation cap", () => {
  it("25 addresses of one /24, two sign-ups each, send only that network's share", async () => {
    const mail = outbox();
    const capped = { EMAIL: mail.binding, NEWSLETTER_DAILY_CONFIRMATIONS: "100" } as unknown as Partial<Env>;
    for (let host = 1; host <= 25; host++) {
      for (let n = 0; n < 2; n++)
        await signUpFrom(capped, `h${host}-${n}@flood.example.com`, `198.18.77.${host}`);
    }
    expect(mail.sent.length).toBeLessThanOrEqual(5);
    const reader = await signUpFrom(capped, "someone@else.example.com", "203.0.113.200");
    expect(reader.status).toBe(200);
    expect(mail.sent.map((email) => email.to)).toContain("someone@else.example.com");
  });

  it("once spent, a new, a pending and a subscribed address all get the same honest answer", async () => {
    const mail = outbox();
    const capped = { EMAIL: mail.binding, NEWSLETTER_DAILY_CONFIRMATIONS: "2" } as unknown as Partial<Env>;
    await signUpFrom(capped, "first@cap.example.com", "203.0.113.1");
    await signUpFrom(capped, "second@cap.example.com", "203.0.114.1");
    await env.DB.prepare(
      "UPDATE subscribers SET status = 'active' WHERE email = 'second@cap.example.com'",
    ).run();
    expect(mail.sent).toHaveLength(2);
    const answers = [];
    for (const [email, address] of [
      ["third@cap.example.com", "203.0.115.1"],
      ["first@cap.example.com", "203.0.116.1"],
      ["second@cap.example.com", "203.0.117.1"],
    ] as const) {
      const response = await signUpFrom(capped, email, address);
      answers.push([response.status, await response.json()]);
    }
    expect(answers).toEqual(Array(3).fill([503, { success: false, message: newsletterCapText.daySpent }]));
    expect(mail.sent).toHaveLength(2);
  });
});
