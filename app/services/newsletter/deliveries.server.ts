import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { editionDeliveries, newsletterEditions, subscribers } from "~/db/schema";
import { absoluteUrl } from "~/lib/seo/urls";
import { oneClickUnsubscribePath, unsubscribePagePath } from "~/lib/newsletter/paths";
import { personalise } from "./editions.server";
import { sendEmail, type MailEnv } from "./mailer.server";

/** Recipients per queue message: small enough for one consumer run, large enough to keep messages few. */
export const recipientsPerMessage = 50;
/** Queue messages per `sendBatch` call (the Queues limit is 100). */
const messagesPerSendBatch = 100;

export const editionSendSchema = z.object({
  edition: z.number().int().positive(),
  subscribers: z.array(z.number().int().positive()).min(1).max(recipientsPerMessage),
});
export type EditionSend = z.infer<typeof editionSendSchema>;

/**
 * Adds a delivery row for every active subscriber who has none for this edition yet, and queues
 * exactly those. One INSERT … SELECT, however many subscribers: a second run queues nobody.
 */
export async function fanOutEdition(db: Db, queue: Queue, edition: number) {
  const added = await db.all<{ subscriber_id: number }>(sql`
    INSERT INTO ${editionDeliveries} (edition_number, subscriber_id)
    SELECT ${edition}, ${subscribers.id} FROM ${subscribers} WHERE ${subscribers.status} = 'active'
    ON CONFLICT DO NOTHING
    RETURNING subscriber_id`);
  const ids = added.map((row) => row.subscriber_id);
  if (!ids.length) return 0;
  await db
    .update(newsletterEditions)
    .set({ recipientCount: sql`${newsletterEditions.recipientCount} + ${ids.length}` })
    .where(eq(newsletterEditions.number, edition));
  const messages: { body: EditionSend }[] = [];
  for (let start = 0; start < ids.length; start += recipientsPerMessage) {
    messages.push({ body: { edition, subscribers: ids.slice(start, start + recipientsPerMessage) } });
  }
  for (let start = 0; start < messages.length; start += messagesPerSendBatch) {
    await queue.sendBatch(messages.slice(start, start + messagesPerSendBatch));
  }
  return ids.length;
}

/** A message's delivery rows that are still waiting to be sent. */
const waitingRowsOf = (send: EditionSend) =>
  and(
    eq(editionDeliveries.editionNumber, send.edition),
    inArray(editionDeliveries.subscriberId, send.subscribers),
    eq(editionDeliveries.status, "pending"),
  );

export type DeliveryEnv = MailEnv & Pick<Env, "SITE_URL">;

/**
 * Sends one queue message's emails. Each delivery is claimed (pending → sending) before its email
 * goes out, so a redelivered message or a second consumer skips what is claimed or sent: at most one
 * copy per subscriber, even if this run dies midway. Returns how many sends failed and wait to be
 * retried (their rows go back to pending).
 */
export async function deliverEditionSend(env: DeliveryEnv, db: Db, send: EditionSend) {
  const claimed = await db
    .update(editionDeliveries)
    .set({ status: "sending", attempts: sql`${editionDeliveries.attempts} + 1` })
    .where(waitingRowsOf(send))
    .returning({ subscriberId: editionDeliveries.subscriberId });
  if (!claimed.length) return { sent: 0, failed: 0 };
  const claimedIds = claimed.map((row) => row.subscriberId);
  const [edition] = await db
    .select({
      subject: newsletterEditions.subject,
      html: newsletterEditions.html,
      text: newsletterEditions.text,
    })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.number, send.edition));
  const recipients = await db
    .select({ id: subscribers.id, email: subscribers.email, token: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(and(inArray(subscribers.id, claimedIds), eq(subscribers.status, "active")));

  const sent: number[] = [];
  const failed: number[] = [];
  let lastError = "";
  for (const recipient of recipients) {
    const pageUrl = absoluteUrl(env.SITE_URL, unsubscribePagePath(recipient.token));
    try {
      await sendEmail(env, {
        to: recipient.email,
        subject: edition!.subject,
        html: personalise(edition!.html, pageUrl),
        text: personalise(edition!.text, pageUrl),
        headers: {
          "List-Unsubscribe": `<${absoluteUrl(env.SITE_URL, oneClickUnsubscribePath(recipient.token))}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
      sent.push(recipient.id);
    } catch (error) {
      failed.push(recipient.id);
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  // Claimed but no longer active (they left between the fan-out and now): nothing to send.
  const gone = claimedIds.filter((id) => !sent.includes(id) && !failed.includes(id));
  const now = new Date().toISOString();
  const rowsOf = (ids: number[]) =>
    and(eq(editionDeliveries.editionNumber, send.edition), inArray(editionDeliveries.subscriberId, ids));
  const writes = [];
  if (sent.length) {
    writes.push(
      db.update(editionDeliveries).set({ status: "sent", sentAt: now, lastError: null }).where(rowsOf(sent)),
    );
    writes.push(
      db
        .update(newsletterEditions)
        .set({ sentCount: sql`${newsletterEditions.sentCount} + ${sent.length}` })
        .where(eq(newsletterEditions.number, send.edition)),
    );
  }
  if (failed.length) {
    writes.push(db.update(editionDeliveries).set({ status: "pending", lastError }).where(rowsOf(failed)));
  }
  if (gone.length) writes.push(db.delete(editionDeliveries).where(rowsOf(gone)));
  if (writes.length) await db.batch(writes as [(typeof writes)[number], ...typeof writes]);
  return { sent: sent.length, failed: failed.length };
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

/** Seconds before a failed batch is tried again: 30 s, 1, 2, 4, 8 minutes… capped at an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
