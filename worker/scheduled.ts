import { createDb } from "~/db/client.server";
import { runEditionJob } from "~/services/newsletter/edition-job.server";
import { purgeExpiredPending } from "~/models/subscribers.server";

/** wrangler.toml's [triggers] crons, by job. */
export const weeklyEditionCron = "0 8 * * FRI";
export const purgeCron = "15 3 * * *";

export async function onScheduled(controller: ScheduledController, env: Env) {
  const db = createDb(env.DB);
  const now = new Date(controller.scheduledTime);
  switch (controller.cron) {
    case weeklyEditionCron: {
      const result = await runEditionJob(env, db, now);
      console.log("Weekly edition", result);
      break;
    }
    case purgeCron: {
      console.log("Purged unconfirmed sign-ups", await purgeExpiredPending(db, now));
      break;
    }
    default:
      console.warn(`No job for the cron "${controller.cron}"`);
  }
}
