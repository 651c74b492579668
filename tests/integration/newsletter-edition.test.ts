import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  lastEditionDeliveriesSql,
  lastEditionSql,
  subscribersByStatusSql,
} from "~/lib/newsletter/status-queries";
import { drainQueue, fetchWith, outbox, queueRecorder, runCron } from "./newsletter-mail";

const weekly = "0 8 * * FRI";
const friday = new Date("2026-11-27T08:00:00Z");
const site = env.SITE_URL.replace(/\/$/, "");

async function addSubscribers(list: [email: string, status: string][]) {
  await env.DB.batch(
    list.map(([email, status], index) =>
      env.DB.prepare("INSERT INTO subscribers (email, unsubscribe_token, status) VALUES (?, ?, ?)").bind(
        email,
        `${"t".repeat(40)}${String(index).padStart(3, "0")}`,
        status,
      ),
    ),
  );
}

/** The stories the first edition on `friday` must carry: published in the seven days before it. */
const storiesOfTheWeek = async () =>
  (
    await env.DB.prepare("SELECT slug, title FROM articles WHERE published_at > ? AND published_at <= ?")
      .bind(new Date(friday.getTime() - 7 * 86400_000).toISOString(), friday.toISOString())
      .all<{ slug: string; title: string }>()
  ).results;

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM edition_deliveries"),
    env.DB.prepare("DELETE FROM newsletter_editions"),
    env.DB.prepare("DELETE FROM subscribers"),
  ]);
  await addSubscribers([
    ["one@example.com", "active"],
    ["two@example.com", "active"],
    ["three@example.com", "active"],
    ["waiting@example.com", "pending"],
    ["gone@example.com", "unsubscribed"],
  ]);
});

describe("The weekly edition", () => {
  it("sends exactly one email to each active subscriber and none to pending or unsubscribed ones; a re-run sends nothing", async () => {
    const mail = outbox();
    const queue = queueRecorder();
    await runCron({ EDITION_SENDS: queue.binding }, weekly, friday);
    await drainQueue({ EMAIL: mail.binding }, queue.messages);
    expect(mail.sent.map((email) => email.to).sort()).toEqual([
      "one@example.com",
      "three@example.com",
      "two@example.com",
    ]);

    // The cron again (same time, and an hour later), and the same messages redelivered: no new email.
    const again = queueRecorder();
    await runCron({ EDITION_SENDS: again.binding }, weekly, friday);
    await runCron({ EDITION_SENDS: again.binding }, weekly, new Date(friday.getTime() + 3600_000));
    await drainQueue({ EMAIL: mail.binding }, [...again.messages, ...queue.messages]);
    expect(again.messages).toEqual([]);
    expect(mail.sent).toHaveLength(3);
    const edition = await env.DB.prepare(lastEditionSql).first();
    expect(edition).toMatchObject({ number: 1, recipient_count: 3, sent_count: 3, failed_count: 0 });
  });

  it("delivers once a send that fails twice and then succeeds", async () => {
    const mail = outbox({ "two@example.com": 2 });
    const queue = queueRecorder();
    await runCron({ EDITION_SENDS: queue.binding }, weekly, friday);
    const dead = await drainQueue({ EMAIL: mail.binding }, queue.messages);
    expect(dead).toEqual([]);
    expect(mail.attempts.filter((to) => to === "two@example.com")).toHaveLength(3);
    expect(mail.sent.map((email) => email.to).sort()).toEqual([
      "one@example.com",
      "three@example.com",
      "two@example.com",
    ]);
  });

  it("parks a send that always fails on the dead-letter queue, and status shows it", async () => {
    const mail = outbox({ "three@example.com": Infinity });
    const queue = queueRecorder();
    await runCron({ EDITION_SENDS: queue.binding }, weekly, friday);
    const dead = await drainQueue({ EMAIL: mail.binding }, queue.messages);
    expect(dead).toHaveLength(1);
    expect(mail.sent.map((email) => email.to).sort()).toEqual(["one@example.com", "two@example.com"]);
    const deliveries = (await env.DB.prepare(lastEditionDeliveriesSql).all()).results;
    expect(deliveries).toEqual([
      {
        status: "failed",
        count: 1,
        last_error: "Email Service refused the message to three@example.com",
      },
      { status: "sent", count: 2, last_error: null },
    ]);
    expect(await env.DB.prepare(lastEditionSql).first()).toMatchObject({ sent_count: 2, failed_count: 1 });
    expect((await env.DB.prepare(subscribersByStatusSql).all()).results).toEqual([
      { status: "active", count: 3 },
      { status: "pending", count: 1 },
      { status: "unsubscribed", count: 1 },
    ]);
  });

  it("carries both List-Unsubscribe headers, and the one-click POST unsubscribes at once", async () => {
    const mail = outbox();
    const queue = queueRecorder();
    await runCron({ EDITION_SENDS: queue.binding }, weekly, friday);
    await drainQueue({ EMAIL: mail.binding }, queue.messages);
    const email = mail.sent.find((sent) => sent.to === "one@example.com")!;
    expect(email.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = email.headers["List-Unsubscribe"]!.match(/^<(https?:\/\/[^>]+)>$/)?.[1];
    expect(target).toMatch(new RegExp(`^${site}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]+$`));
    // The reader's own link is in the body too, to the confirm-first page.
    const token = new URL(target!).searchParams.get("token")!;
    expect(email.html).toContain(`${site}/unsubscribe?token=${token}`);
    expect(email.text).toContain(`${site}/unsubscribe?token=${token}`);

    // As a mail client sends it (RFC 8058): a form POST with no Origin and no cookies.
    const { pathname, search } = new URL(target!);
    const response = await fetchWith({}, pathname + search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT status FROM subscribers WHERE email = 'one@example.com'",
    ).first();
    expect(row).toEqual({ status: "unsubscribed" });
    const repeat = await fetchWith({}, pathname + search, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(repeat.status).toBe(200);
    expect((await fetchWith({}, "/api/newsletter/unsubscribe?token=short", { method: "POST" })).status).toBe(
      400,
    );
  });

  it("holds every story of the week, with absolute links, in both the HTML and the text", async () => {
    const mail = outbox();
    const queue = queueRecorder();
    await runCron({ EDITION_SENDS: queue.binding }, weekly, friday);
    await drainQueue({ EMAIL: mail.binding }, queue.messages);
    const stories = await storiesOfTheWeek();
    expect(stories.length).toBeGreaterThan(1);
    const [email] = mail.sent;
    const edition = await env.DB.prepare("SELECT html, text, subject FROM newsletter_editions").first<{
      html: string;
      text: string;
      subject: string;
    }>();
    expect(email!.subject).toBe(edition!.subject);
    for (const { slug, title } of stories) {
      const link = `${site}/articles/${slug}`;
      expect(email!.html).toContain(`href="${link}"`);
      expect(email!.html).toContain(`src="${site}/images/share/${slug}.png"`);
      expect(email!.text).toContain(link);
      expect(email!.text.toUpperCase()).toContain(title.toUpperCase());
    }
    // Every link and picture in the HTML is absolute.
    for (const [, url] of email!.html.matchAll(/(?:href|src)="([^"]*)"/g))
      expect(url).toMatch(/^https?:\/\//);
  });

  it("lists each edition in the sitemap and in the newsletter feed", async () => {
    await runCron({ EDITION_SENDS: queueRecorder().binding }, weekly, friday);
    const sitemap = await (await fetchWith({}, "/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${site}/newsletter/editions</loc>`);
    expect(sitemap).toContain(`<loc>${site}/newsletter/editions/1</loc>`);
    const feed = await fetchWith({}, "/feeds/newsletter.xml");
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain(`<link>${site}/newsletter/editions/1</link>`);
    expect(xml).toContain("<title>The Weekly Dispatch No. 1: ");
  });

  it("starts, after a quiet week, with the newest five stories, then waits for new ones", async () => {
    const quietFriday = new Date("2027-06-04T08:00:00Z");
    const queue = queueRecorder();
    await runCron({ EDITION_SENDS: queue.binding }, weekly, quietFriday);
    const newest = (
      await env.DB.prepare("SELECT slug FROM articles ORDER BY published_at DESC LIMIT 5").all<{
        slug: string;
      }>()
    ).results.map((row) => row.slug);
    const first = await env.DB.prepare("SELECT number, story_slugs FROM newsletter_editions").first();
    expect(first).toEqual({ number: 1, story_slugs: JSON.stringify(newest) });
    await runCron({ EDITION_SENDS: queue.binding }, weekly, new Date(quietFriday.getTime() + 7 * 86400_000));
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_editions").first()).toEqual({ n: 1 });
  });
});
