import type { Db } from "~/db/client.server";
import { latestEdition } from "~/models/newsletter/editions.server";
import { createNextEdition } from "./editions.server";
import { fanOutEdition } from "./deliveries.server";

/**
 * The weekly job (the Cron Trigger, and `npm run editors -- newsletter send`): write the next edition
 * if there are new stories, then queue the latest edition for every active subscriber who has not had
 * it. Running it twice queues nobody twice.
 */
export async function runEditionJob(env: Pick<Env, "SITE_URL" | "EDITION_SENDS">, db: Db, now: Date) {
  const created = await createNextEdition(db, env.SITE_URL, now);
  const edition = created ?? (await latestEdition(db));
  if (!edition) return { edition: null, created: false, queued: 0 };
  const queued = await fanOutEdition(db, env.EDITION_SENDS, edition.number);
  return { edition: edition.number, created: Boolean(created), queued };
}
