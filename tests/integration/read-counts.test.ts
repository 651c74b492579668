import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { minimumReadMs } from "~/lib/config/read-caps";
import { issueViewToken } from "~/lib/server/read-view.server";
import { voterSecret } from "~/lib/server/voter-signature.server";
import type { QueuedRead } from "~/models/read-counts.server";
import { readHour } from "~/models/read-counts.server";
import worker from "./worker";
import { readsOf } from "./read-totals";
import { postJson } from "./api-client";

const reader =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let sequence = 0;
/** Runs one queue batch through the Worker's own queue() handler, as the Queues runtime would. */
async function deliver(reads: QueuedRead[]) {
  const batch = createMessageBatch<QueuedRead>(
    "read-beacons",
    reads.map((body) => ({ id: `m${sequence++}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue!(batch as MessageBatch<unknown>, env);
  return getQueueResult(batch, ctx);
}

const view = () => crypto.randomUUID();
/** A read from a network of its own, as a beacon from a different reader's connection is queued. */
const read = (articleId: number, at = Date.now()) => ({
  articleId,
  view: view(),
  at,
  network: `n-${view()}`,
  wideNetwork: `w-${view()}`,
});
/** A view id the site issued for `articleId` long enough ago for its page to have been read. */
const issuedView = (articleId: number) =>
  issueViewToken(articleId, voterSecret(env), Date.now() - minimumReadMs - 1_000);

describe("Read counting (decision 118)", () => {
  it("100 beacons for a story, in batches, become a count of 100 in its hour", async () => {
    const at = Date.now();
    const reads = Array.from({ length: 100 }, () => read(21, at));
    for (let start = 0; start < 100; start += 30) {
      const result = await deliver(reads.slice(start, start + 30));
      expect(result.ackAll).toBe(true);
    }
    expect(await readsOf(21)).toBe(100);
    const row = await env.DB.prepare("SELECT hour, reads FROM read_counts WHERE article_id = 21").first();
    expect(row).toEqual({ hour: readHour(at), reads: 100 });
  });

  it("a repeated beacon from one page view counts once, in one batch or across batches", async () => {
    const at = Date.now();
    const once = read(22, at);
    await deliver([once, once, { ...once }]);
    await deliver([once]);
    expect(await readsOf(22)).toBe(1);
  });

  it("a beacon for an unknown story is dropped, not an error", async () => {
    const result = await deliver([read(999_999)]);
    expect(result.ackAll).toBe(true);
  });

  it("POST /api/reads queues a reader's beacon, sets no cookie and answers 202", async () => {
    const response = await postJson(
      "/api/reads",
      { articleId: 23, view: await issuedView(23) },
      { "user-agent": reader },
    );
    expect(response.status).toBe(202);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.json()).toEqual({ success: true });
  });

  it("a bot's beacon and one without a User-Agent are answered alike and never queued", async () => {
    const sent: unknown[] = [];
    const queue = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue;
    const issued = await issuedView(23);
    const request = (userAgent?: string) =>
      new Request("https://dispatch.test/api/reads", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(userAgent ? { "user-agent": userAgent } : {}),
        },
        body: JSON.stringify({ articleId: 23, view: issued }),
      });
    const ctx = createExecutionContext();
    const bot = await worker.fetch!(request(crawler) as never, { ...env, READ_BEACONS: queue }, ctx);
    const none = await worker.fetch!(request() as never, { ...env, READ_BEACONS: queue }, ctx);
    const person = await worker.fetch!(request(reader) as never, { ...env, READ_BEACONS: queue }, ctx);
    expect([bot.status, none.status, person.status]).toEqual([202, 202, 202]);
    expect(sent).toHaveLength(1);
  });

  it("refuses a beacon without a page view id with the API's 400", async () => {
    const response = await postJson("/api/reads", { articleId: 23 }, { "user-agent": reader });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: "view must be the page view's id." });
  });
});
