// "Most read" counts people, not requests (decision 151): a read needs a view id the site issued
// with that story's page, once, while fresh, and each network adds only its share of a story a day.
import { createExecutionContext, createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { minimumReadMs, readCaps, viewLifetimeMs } from "~/lib/config/read-caps";
import { issueViewToken } from "~/lib/server/read-view.server";
import { voterSecret } from "~/lib/server/voter-signature.server";
import type { QueuedRead } from "~/models/read-counts.server";
import { withViewIds } from "../../worker/read-views";
import worker from "./worker";
import { readsOf } from "./read-totals";
import { call } from "./api-client";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const secret = voterSecret(env);

/** Posts beacons through the Worker with a queue that keeps what is sent, then delivers it as a batch. */
async function beacons(bodies: { articleId: number; view: string; address: string }[]) {
  const sent: QueuedRead[] = [];
  const queue = { send: async (body: QueuedRead) => void sent.push(body) } as unknown as Queue;
  const statuses: number[] = [];
  for (const { address, ...body } of bodies) {
    const request = new Request("https://dispatch.test/api/reads", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": browser, "cf-connecting-ip": address },
      body: JSON.stringify(body),
    });
    const response = await worker.fetch!(
      request as never,
      { ...env, READ_BEACONS: queue },
      createExecutionContext(),
    );
    statuses.push(response.status);
  }
  if (sent.length) {
    const batch = createMessageBatch<QueuedRead>(
      "read-beacons",
      sent.map((body, index) => ({
        id: `v${index}-${Math.random()}`,
        timestamp: new Date(),
        attempts: 1,
        body,
      })),
    );
    await worker.queue!(batch as MessageBatch<unknown>, env);
  }
  return { statuses, queued: sent.length };
}

/** An id issued for `articleId` `ageMs` ago (by default, long enough for its page to have been read). */
const issued = (articleId: number, ageMs = minimumReadMs + 1_000) =>
  issueViewToken(articleId, secret, Date.now() - ageMs);

describe("Reads that count people (decision 151)", () => {
  it("60 beacons with made-up view ids from one address are refused and count nothing", async () => {
    const before = await readsOf(10);
    const { statuses, queued } = await beacons(
      Array.from({ length: 60 }, () => ({
        articleId: 10,
        view: crypto.randomUUID(),
        address: "203.0.113.60",
      })),
    );
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(queued).toBe(0);
    expect(await readsOf(10)).toBe(before);
  });

  it("60 server-issued view ids read from one IPv4 address add only the address's daily share", async () => {
    const before = await readsOf(9);
    const views = await Promise.all(Array.from({ length: 60 }, () => issued(9)));
    const { statuses } = await beacons(
      views.map((view) => ({ articleId: 9, view, address: "203.0.113.61" })),
    );
    expect(new Set(statuses)).toEqual(new Set([202]));
    expect(await readsOf(9)).toBe(before + readCaps.network);
  });

  it("40 addresses of one IPv4 /24, and 40 /64s of one IPv6 /48, each add only the wide share", async () => {
    const before = await readsOf(8);
    const bodies = await Promise.all(
      Array.from({ length: 40 }, async (_, host) => [
        { articleId: 8, view: await issued(8), address: `198.18.61.${host + 1}` },
        { articleId: 8, view: await issued(8), address: `2001:db8:6161:${host.toString(16)}::1` },
      ]),
    );
    await beacons(bodies.flat());
    expect(await readsOf(8)).toBe(before + 2 * readCaps.wideNetwork);
  });

  it("an id counts once, only for the story it was issued with, and only while fresh and read", async () => {
    const before = await readsOf(7);
    const once = await issued(7);
    const { statuses } = await beacons([
      { articleId: 7, view: once, address: "203.0.113.70" },
      { articleId: 7, view: once, address: "203.0.113.71" },
      // Issued with another story's page.
      { articleId: 7, view: await issued(6), address: "203.0.113.72" },
      // Past its hour, and sent the moment its page arrived.
      { articleId: 7, view: await issued(7, viewLifetimeMs + 1_000), address: "203.0.113.73" },
      { articleId: 7, view: await issued(7, 0), address: "203.0.113.74" },
    ]);
    expect(statuses).toEqual([202, 202, 400, 202, 202]);
    expect(await readsOf(7)).toBe(before + 1);
  });

  it("GET /api/reads/view issues a fresh, uncached id for one story; a story page gets its own in its tag", async () => {
    const first = await call("/api/reads/view?articleId=7");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const { view } = (await first.json()) as { view: string };
    const second = (await (await call("/api/reads/view?articleId=7")).json()) as { view: string };
    expect(view).toMatch(/^[\w-]{22}\.\d{13}\.[\w-]{43}$/);
    expect(second.view).not.toBe(view);
    expect((await call("/api/reads/view?articleId=abc")).status).toBe(400);

    const page = `<!doctype html><html><head><meta name="read-view" content="" data-article="7"></head><body></body></html>`;
    const html = (answer: Response) => answer.text();
    const views = await Promise.all(
      [1, 2].map(async () => {
        const text = await html(
          withViewIds(new Response(page, { headers: { "content-type": "text/html" } }), secret),
        );
        return /name="read-view" content="([^"]*)"/.exec(text)?.[1];
      }),
    );
    expect(views[0]).toMatch(/^[\w-]{22}\.\d{13}\.[\w-]{43}$/);
    expect(views[1]).not.toBe(views[0]);
  });
});
