import { createDb } from "~/db/client.server";
import { editionSendSchema } from "~/lib/schemas/edition-send";
import { markEditionSendFailed } from "~/models/newsletter/deliveries.server";
import { deliverEditionSend, retryDelaySeconds } from "~/services/newsletter/deliveries.server";

export const editionSendsQueue = "edition-sends";
export const editionSendsDeadLetterQueue = "edition-sends-dlq";

/**
 * The edition's fan-out: one message is one batch of recipients. A message with failed sends is
 * retried with growing delays; after wrangler.toml's max_retries the queue moves it to the dead-letter
 * queue, whose consumer below records the failures for editors.
 */
export async function consumeEditionSends(batch: MessageBatch, env: Env) {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const parsed = editionSendSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error("edition-sends: dropping a malformed message", message.id);
      message.ack();
      continue;
    }
    try {
      const { failed } = await deliverEditionSend(env, db, parsed.data);
      if (failed) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      else message.ack();
    } catch (error) {
      console.error("edition-sends: the batch failed", error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

export async function consumeEditionSendsDeadLetters(batch: MessageBatch, env: Env) {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const parsed = editionSendSchema.safeParse(message.body);
    if (parsed.success) await markEditionSendFailed(db, parsed.data);
    message.ack();
  }
}
