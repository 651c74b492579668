import { createDb } from "~/db/client.server";
import type { QueuedRead } from "~/models/read-counts.server";
import { recordReads } from "~/models/read-counts.server";

/** The queue the read beacons go through (wrangler.toml), and the name its batches carry. */
export const readBeaconsQueue = "read-beacons";

/**
 * The consumer: a batch of queued reads becomes one D1 transaction (decision 118). When D1 fails
 * the whole batch is retried, which counts nothing twice (see `recordReads`).
 */
export async function consumeReadBeacons(batch: MessageBatch<QueuedRead>, env: Env) {
  const reads = batch.messages.map((message) => message.body);
  try {
    await recordReads(createDb(env.DB), reads);
    batch.ackAll();
  } catch (error) {
    console.error(`Could not record ${reads.length} reads; retrying the batch`, error);
    batch.retryAll();
  }
}
