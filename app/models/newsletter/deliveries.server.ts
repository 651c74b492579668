import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { editionDeliveries, newsletterEditions, subscribers } from "~/db/schema";
import type { EditionSend } from "~/lib/schemas/edition-send";

/**
 * Adds a delivery row for every active subscriber who has none for this edition yet, and counts them
 * as the edition's recipients. One INSERT … SELECT, however many subscribers: a second run adds nobody.
 * Returns the subscribers added.
 */
export async function addDeliveries(db: Db, edition: number) {
  // drizzle's insert(…).select(…) must select every column of the table, in order, defaults too; this
  // names the two it sets and leaves status, attempts and the rest to the schema's defaults.
  const added = await db.all<{ subscriber_id: number }>(sql`
    INSERT INTO ${editionDeliveries} (edition_number, subscriber_id)
    SELECT ${edition}, ${subscribers.id} FROM ${subscribers} WHERE ${subscribers.status} = 'active'
    ON CONFLICT DO NOTHING
    RETURNING subscriber_id`);
  const ids = added.map((row) => row.subscriber_id);
  if (!ids.length) return ids;
  await db
    .update(newsletterEditions)
    .set({ recipientCount: sql`${newsletterEditions.recipientCount} + ${ids.length}` })
    .where(eq(newsletterEditions.number, edition));
  return ids;
}

/** A message's delivery rows that are still waiting to be sent. */
const waitingRowsOf = (send: EditionSend) =>
  and(
    eq(editionDeliveries.editionNumber, send.edition),
    inArray(editionDeliveries.subscriberId, send.subscribers),
    eq(editionDeliveries.status, "pending"),
  );

/**
 * Claims a message's waiting deliveries (pending → sending), so a redelivered message or a second
 * consumer skips them. Returns the subscribers claimed.
 */
export async function claimDeliveries(db: Db, send: EditionSend) {
  const claimed = await db
    .update(editionDeliveries)
    .set({ status: "sending", attempts: sql`${editionDeliveries.attempts} + 1` })
    .where(waitingRowsOf(send))
    .returning({ subscriberId: editionDeliveries.subscriberId });
  return claimed.map((row) => row.subscriberId);
}

/** The stored edition's subject and bodies, with the unsubscribe placeholder in them. */
export async function editionBody(db: Db, edition: number) {
  const [body] = await db
    .select({
      subject: newsletterEditions.subject,
      html: newsletterEditions.html,
      text: newsletterEditions.text,
    })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.number, edition));
  return body;
}

/** Which of these subscribers are still active, with their addresses and unsubscribe tokens. */
export async function activeRecipients(db: Db, ids: number[]) {
  return db
    .select({ id: subscribers.id, email: subscribers.email, token: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(and(inArray(subscribers.id, ids), eq(subscribers.status, "active")));
}

export type DeliveryOutcome = { sent: number[]; failed: number[]; gone: number[]; lastError: string };

/**
 * Records how a message's claimed deliveries went, in one batch: sent ones are done and counted,
 * failed ones go back to pending with the error, and those of subscribers who left are removed.
 */
export async function recordDeliveries(
  db: Db,
  edition: number,
  { sent, failed, gone, lastError }: DeliveryOutcome,
) {
  const now = new Date().toISOString();
  const rowsOf = (ids: number[]) =>
    and(eq(editionDeliveries.editionNumber, edition), inArray(editionDeliveries.subscriberId, ids));
  const writes = [];
  if (sent.length) {
    writes.push(
      db.update(editionDeliveries).set({ status: "sent", sentAt: now, lastError: null }).where(rowsOf(sent)),
    );
    writes.push(
      db
        .update(newsletterEditions)
        .set({ sentCount: sql`${newsletterEditions.sentCount} + ${sent.length}` })
        .where(eq(newsletterEditions.number, edition)),
    );
  }
  if (failed.length) {
    writes.push(db.update(editionDeliveries).set({ status: "pending", lastError }).where(rowsOf(failed)));
  }
  if (gone.length) writes.push(db.delete(editionDeliveries).where(rowsOf(gone)));
  if (writes.length) await db.batch(writes as [(typeof writes)[number], ...typeof writes]);
}

/** A message the queue gave up on (the dead-letter queue): its unsent deliveries are failed for good. */
export async function markEditionSendFailed(db: Db, send: EditionSend) {
  const failed = await db
    .update(editionDeliveries)
    .set({ status: "failed" })
    .where(waitingRowsOf(send))
    .returning({ subscriberId: editionDeliveries.subscriberId });
  if (failed.length) {
    await db
      .update(newsletterEditions)
      .set({ failedCount: sql`${newsletterEditions.failedCount} + ${failed.length}` })
      .where(eq(newsletterEditions.number, send.edition));
  }
  return failed.length;
}
