import { and, gte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { readCounts } from "~/db/schema";
import type { ReadBeacon } from "~/lib/schemas/read-beacon";

/** A read as queued: the beacon and when the Worker received it (ms since the epoch). */
export type QueuedRead = ReadBeacon & { at: number };

/** "Most read" counts the last seven days of reads. */
export const mostReadDays = 7;
/** Page-view ids are kept this long: far longer than a beacon can wait in the queue. */
const viewMemoryHours = 48;

/** The hour a read falls in, as stored: `YYYY-MM-DDTHH` (UTC). */
export const readHour = (at: number) => new Date(at).toISOString().slice(0, 13);

/**
 * Adds a batch of reads to the per-story, per-hour counts, in one D1 transaction: each page view
 * counts once (its id goes into read_views first, and the count moves only when that insert did:
 * `changes()` is the previous statement's), reads of unknown stories are dropped, and view ids
 * older than two days are forgotten. A retried batch counts nothing twice.
 */
export async function recordReads(d1: D1Database, reads: QueuedRead[]) {
  const statements: D1PreparedStatement[] = [];
  for (const read of reads) {
    const hour = readHour(read.at);
    statements.push(
      d1
        .prepare("INSERT INTO read_views (view_id, hour) VALUES (?1, ?2) ON CONFLICT DO NOTHING")
        .bind(read.view, hour),
      d1
        .prepare(
          `INSERT INTO read_counts (article_id, hour, reads)
           SELECT ?1, ?2, 1 WHERE changes() = 1 AND EXISTS (SELECT 1 FROM articles WHERE id = ?1)
           ON CONFLICT (article_id, hour) DO UPDATE SET reads = reads + 1`,
        )
        .bind(read.articleId, hour),
    );
  }
  const forgetBefore = readHour(Date.now() - viewMemoryHours * 3_600_000);
  statements.push(d1.prepare("DELETE FROM read_views WHERE hour < ?1").bind(forgetBefore));
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
