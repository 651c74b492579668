import type { Db } from "~/db/client.server";
import { oneClickUnsubscribePath, unsubscribePagePath } from "~/lib/newsletter/paths";
import { recipientsPerMessage, type EditionSend } from "~/lib/schemas/edition-send";
import { absoluteUrl } from "~/lib/seo/urls";
import {
  activeRecipients,
  addDeliveries,
  claimDeliveries,
  editionBody,
  recordDeliveries,
} from "~/models/newsletter/deliveries.server";
import { personalise } from "./editions.server";
import { sendEmail, type MailEnv } from "./mailer.server";

/** Queue messages per `sendBatch` call (the Queues limit is 100). */
const messagesPerSendBatch = 100;

/**
 * Adds a delivery row for every active subscriber who has none for this edition yet, and queues
 * exactly those: a second run queues nobody.
 */
export async function fanOutEdition(db: Db, queue: Queue, edition: number) {
  const ids = await addDeliveries(db, edition);
  if (!ids.length) return 0;
  const messages: { body: EditionSend }[] = [];
  for (let start = 0; start < ids.length; start += recipientsPerMessage) {
    messages.push({ body: { edition, subscribers: ids.slice(start, start + recipientsPerMessage) } });
  }
  for (let start = 0; start < messages.length; start += messagesPerSendBatch) {
    await queue.sendBatch(messages.slice(start, start + messagesPerSendBatch));
  }
  return ids.length;
}

export type DeliveryEnv = MailEnv & Pick<Env, "SITE_URL">;

/**
 * Sends one queue message's emails. Each delivery is claimed (pending → sending) before its email
 * goes out, so a redelivered message or a second consumer skips what is claimed or sent: at most one
 * copy per subscriber, even if this run dies midway. Returns how many sends failed and wait to be
 * retried (their rows go back to pending).
 */
export async function deliverEditionSend(env: DeliveryEnv, db: Db, send: EditionSend) {
  const claimedIds = await claimDeliveries(db, send);
  if (!claimedIds.length) return { sent: 0, failed: 0 };
  const edition = await editionBody(db, send.edition);
  const recipients = await activeRecipients(db, claimedIds);

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
  await recordDeliveries(db, send.edition, { sent, failed, gone, lastError });
  return { sent: sent.length, failed: failed.length };
}

/** Seconds before a failed batch is tried again: 30 s, 1, 2, 4, 8 minutes… capped at an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
