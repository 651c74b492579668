import { and, gte, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { readCounts, readNetworks, readViews } from "~/db/schema";
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
export async function recordReads(db: Db, reads: QueuedRead[]) {
  // Steps 2 and 3 select their values with SQL: drizzle's select needs a table to select from, and
  // has no SQLite changes(), which chains the steps inside one batch without a round trip.
  const bumpNetwork = { target: readNetworks.network, set: { reads: sql`${readNetworks.reads} + 1` } };
  const readsOf = (network: string) =>
    sql`coalesce((SELECT ${readNetworks.reads} FROM ${readNetworks} WHERE ${readNetworks.network} = ${network}), 0)`;
  const statements = reads.flatMap((read): BatchItem<"sqlite">[] => {
    const hour = readHour(read.at);
    const day = readDay(read.at);
    return [
      db.insert(readViews).values({ viewId: read.view, hour }).onConflictDoNothing(),
      db
        .insert(readNetworks)
        .select(
          sql`SELECT ${read.network}, ${day}, 1 WHERE changes() = 1
            AND EXISTS (SELECT 1 FROM articles WHERE id = ${read.articleId})
            AND ${readsOf(read.network)} < ${readCaps.network}
            AND ${readsOf(read.wideNetwork)} < ${readCaps.wideNetwork}`,
        )
        .onConflictDoUpdate(bumpNetwork),
      db
        .insert(readNetworks)
        .select(sql`SELECT ${read.wideNetwork}, ${day}, 1 WHERE changes() = 1`)
        .onConflictDoUpdate(bumpNetwork),
      db
        .insert(readCounts)
        .select(sql`SELECT ${read.articleId}, ${hour}, 1 WHERE changes() = 1`)
        .onConflictDoUpdate({
          target: [readCounts.articleId, readCounts.hour],
          set: { reads: sql`${readCounts.reads} + 1` },
        }),
    ];
  });
  const forgetBefore = Date.now() - viewMemoryHours * 3_600_000;
  const [first, ...rest]: BatchItem<"sqlite">[] = [
    ...statements,
    db.delete(readViews).where(lt(readViews.hour, readHour(forgetBefore))),
    db.delete(readNetworks).where(lt(readNetworks.day, readDay(forgetBefore))),
  ];
  await db.batch([first!, ...rest]);
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
