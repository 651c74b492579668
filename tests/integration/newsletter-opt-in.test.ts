import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { unsubscribe } from "~/models/subscribers.server";
import { confirmToken, openConfirmLink, outbox, pressConfirm, signUpWith } from "./newsletter-mail";

const subscriberRow = (email: string) =>
  env.DB.prepare("SELECT status, unsubscribe_token AS token FROM subscribers WHERE email = ?")
    .bind(email)
    .first<{ status: string; token: string }>();

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM edition_deliveries"),
    env.DB.prepare("DELETE FROM subscribers"),
    env.DB.prepare("DELETE FROM newsletter_daily_sends"),
  ]);
});

describe("Double opt-in", () => {
  it("sends exactly one confirmation email to the address, whose link confirms it", async () => {
    const mail = outbox();
    const response = await signUpWith({ EMAIL: mail.binding }, "New.Reader@Example.com");
    expect(response.status).toBe(200);
    expect(mail.sent.map((email) => [email.to, email.subject])).toEqual([
      ["new.reader@example.com", "Confirm your subscription to The Weekly Dispatch"],
    ]);
    expect(mail.sent[0]!.from).toBe(env.NEWSLETTER_FROM);
    expect(mail.sent[0]!.html).toContain("/newsletter/confirm?token=");
    expect((await subscriberRow("new.reader@example.com"))?.status).toBe("pending");

    // Opening the link (as a mail scanner does) confirms nothing: the page only shows a button.
    const token = confirmToken(mail.sent[0]!);
    expect(await openConfirmLink(token)).toEqual({ screen: "confirm", status: 200 });
    expect(await openConfirmLink(token)).toEqual({ screen: "confirm", status: 200 });
    expect((await subscriberRow("new.reader@example.com"))?.status).toBe("pending");

    // Pressing the button confirms, once.
    expect(await pressConfirm(token)).toEqual({ screen: "done", status: 200 });
    expect((await subscriberRow("new.reader@example.com"))?.status).toBe("active");
    expect(await pressConfirm(token)).toEqual({ screen: "invalid", status: 404 });
  });

  it("sends no second confirmation to the same address within 24 hours", async () => {
    const mail = outbox();
    await signUpWith({ EMAIL: mail.binding }, "twice@example.com");
    await signUpWith({ EMAIL: mail.binding }, "twice@example.com");
    await signUpWith({ EMAIL: mail.binding }, "TWICE@example.com");
    expect(mail.sent.map((email) => email.to)).toEqual(["twice@example.com"]);
  });

  it("sends another confirmation once 24 hours have passed, and the old link stops working", async () => {
    const mail = outbox();
    await signUpWith({ EMAIL: mail.binding }, "later@example.com");
    const first = confirmToken(mail.sent[0]!);
    await env.DB.prepare("UPDATE subscribers SET confirmation_sent_at = ? WHERE email = 'later@example.com'")
      .bind(new Date(Date.now() - 24 * 3600_000 - 1000).toISOString())
      .run();
    await signUpWith({ EMAIL: mail.binding }, "later@example.com");
    expect(mail.sent).toHaveLength(2);
    expect(await pressConfirm(first)).toEqual({ screen: "invalid", status: 404 });
    const second = confirmToken(mail.sent[1]!);
    expect(await pressConfirm(second)).toEqual({ screen: "done", status: 200 });
    expect((await subscriberRow("later@example.com"))?.status).toBe("active");
  });

  it("answers new, pending, active and unsubscribed addresses byte for byte alike", async () => {
    const mail = outbox();
    const answer = async (email: string) => {
      const response = await signUpWith({ EMAIL: mail.binding }, email);
      // Only the per-response nonce and the database bookmark (a position in D1's log) may differ.
      const headers = [...response.headers]
        .map(
          ([name, value]) =>
            `${name}: ${value.replace(/nonce-[^']+/, "nonce").replace(/d1-bookmark=[^;]+/, "d1-bookmark")}`,
        )
        .join("\n");
      return `${response.status}\n${headers}\n\n${await response.text()}`;
    };
    const fresh = await answer("state@example.com");
    const pending = await answer("state@example.com");
    await pressConfirm(confirmToken(mail.sent[0]!));
    const active = await answer("state@example.com");
    const { token } = (await subscriberRow("state@example.com"))!;
    expect(await unsubscribe(createDb(env.DB), token)).toBe("unsubscribed");
    expect((await subscriberRow("state@example.com"))?.status).toBe("unsubscribed");
    const unsubscribed = await answer("state@example.com");
    expect([pending, active, unsubscribed]).toEqual([fresh, fresh, fresh]);
    expect(fresh).toContain("Check your inbox and confirm with the link we sent you.");
  });

  it("sends nothing to an active address, and asks an unsubscribed one to confirm again", async () => {
    const mail = outbox();
    await signUpWith({ EMAIL: mail.binding }, "back@example.com");
    await pressConfirm(confirmToken(mail.sent[0]!));
    await signUpWith({ EMAIL: mail.binding }, "back@example.com");
    expect(mail.sent).toHaveLength(1);
    const { token } = (await subscriberRow("back@example.com"))!;
    expect(await unsubscribe(createDb(env.DB), token)).toBe("unsubscribed");
    await env.DB.prepare("UPDATE subscribers SET confirmation_sent_at = NULL").run();
    await signUpWith({ EMAIL: mail.binding }, "back@example.com");
    expect(mail.sent).toHaveLength(2);
    expect((await subscriberRow("back@example.com"))?.status).toBe("pending");
  });

  it("stops sending confirmations at the daily global cap", async () => {
    const mail = outbox();
    const capped = { EMAIL: mail.binding, NEWSLETTER_DAILY_CONFIRMATIONS: "2" } as unknown as Partial<Env>;
    for (const name of ["a", "b", "c", "d"]) await signUpWith(capped, `${name}@cap.example.com`);
    expect(mail.sent.map((email) => email.to)).toEqual(["a@cap.example.com", "b@cap.example.com"]);
  });

  it("refuses an expired link and a malformed one", async () => {
    const mail = outbox();
    await signUpWith({ EMAIL: mail.binding }, "slow@example.com");
    await env.DB.prepare("UPDATE subscribers SET confirm_expires_at = ?")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    const token = confirmToken(mail.sent[0]!);
    expect(await openConfirmLink(token)).toEqual({ screen: "invalid", status: 404 });
    expect(await pressConfirm(token)).toEqual({ screen: "invalid", status: 404 });
    expect(await openConfirmLink("short")).toEqual({ screen: "malformed", status: 400 });
    expect(await pressConfirm("x")).toEqual({ screen: "malformed", status: 400 });
    expect((await subscriberRow("slow@example.com"))?.status).toBe("pending");
  });
});
