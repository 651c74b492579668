import { and, gte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { readCounts } from "~/db/schema";
import { readCaps } from "~/lib/config/read-caps";

/**
 * A read as queued: the story, the view id's random part (what makes it single use), when the
 * Worker received it (ms since the epoch), and the reader's network and wide network as keyed
 * hashes for that story and day (`readNetworks`, ~/lib/server/read-view.server).
 */
export type QueuedRead = {
  articleId: number;
  view: string;
  at: number;
  network: string;
  wideNetwork: string;
};

/** "Most read" counts the last seven days of reads. */
export const mostReadDays = 7;
/** Page-view ids are kept this long: far longer than a beacon can wait in the queue. */
const viewMemoryHours = 48;

/** The hour a read falls in, as stored: `YYYY-MM-DDTHH` (UTC). */
export const readHour = (at: number) => new Date(at).toISOString().slice(0, 13);

/** The UTC day a read falls in: `YYYY-MM-DD`, the read caps' day. */
export const readDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Adds a batch of reads to the per-story, per-hour counts, in one D1 transaction. A read counts when
 * three things hold, each statement going ahead only when the one before it changed a row
 * (`changes()` is the previous statement's):
 * 1. its page view has not been counted (the view id goes into read_views first);
 * 2. the story exists, and the reader's network has not reached its share of that story today
 *    (`readCaps`: per IPv4 address or IPv6 /64, and per IPv4 /24 or IPv6 /48), which then moves by one;
 * 3. then the wide network's count and the story's hourly count move by one.
 * Caps are counted here, where the batch is aggregated, so no beacon path can skip them. View ids
 * and network counts older than two days are forgotten in the same transaction. A retried batch
 * counts nothing twice.
 */
export async function recordReads(d1: D1Database, reads: QueuedRead[]) {
  const statements: D1PreparedStatement[] = [];
  const bump = `ON CONFLICT (network) DO UPDATE SET reads = reads + 1`;
  for (const read of reads) {
    const hour = readHour(read.at);
    const day = readDay(read.at);
    statements.push(
      d1
        .prepare("INSERT INTO read_views (view_id, hour) VALUES (?1, ?2) ON CONFLICT DO NOTHING")
        .bind(read.view, hour),
      d1
        .prepare(
          `INSERT INTO read_networks (network, day, reads)
           SELECT ?1, ?2, 1 WHERE changes() = 1
             AND EXISTS (SELECT 1 FROM articles WHERE id = ?3)
             AND coalesce((SELECT reads FROM read_networks WHERE network = ?1), 0) < ?4
             AND coalesce((SELECT reads FROM read_networks WHERE network = ?5), 0) < ?6
           ${bump}`,
        )
        .bind(read.network, day, read.articleId, readCaps.network, read.wideNetwork, readCaps.wideNetwork),
      d1
        .prepare(
          `INSERT INTO read_networks (network, day, reads) SELECT ?1, ?2, 1 WHERE changes() = 1 ${bump}`,
        )
        .bind(read.wideNetwork, day),
      d1
        .prepare(
          `INSERT INTO read_counts (article_id, hour, reads)
           SELECT ?1, ?2, 1 WHERE changes() = 1
           ON CONFLICT (article_id, hour) DO UPDATE SET reads = reads + 1`,
        )
        .bind(read.articleId, hour),
    );
  }
  const forgetBefore = Date.now() - viewMemoryHours * 3_600_000;
  statements.push(
    d1.prepare("DELETE FROM read_views WHERE hour < ?1").bind(readHour(forgetBefore)),
    d1.prepare("DELETE FROM read_networks WHERE day < ?1").bind(readDay(forgetBefore)),
  );
  await d1.batch(statements);
}

/** Reads per story over the last `mostReadDays` days. */
export async function countRecentReads(db: Db, now = Date.now()) {
  const since = readHour(now - mostReadDays * 24 * 3_600_000);
  const rows = await db
    .select({ articleId: readCounts.articleId, reads: sql<number>`sum(${readCounts.reads})` })
    .from(readCounts)
    .where(and(gte(readCounts.hour, since)))
    .groupBy(readCounts.articleId);
  return new Map(rows.map((row) => [row.articleId, Number(row.reads)]));
}
