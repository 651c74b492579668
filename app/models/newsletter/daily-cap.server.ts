import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newsletterDailySends } from "~/db/schema";

/** The configured cap ([vars] NEWSLETTER_DAILY_CONFIRMATIONS), or 500 when it is unset or not a number. */
export function dailyConfirmationCap(env: { NEWSLETTER_DAILY_CONFIRMATIONS?: string }) {
  const cap = Number(env.NEWSLETTER_DAILY_CONFIRMATIONS);
  return Number.isInteger(cap) && cap >= 0 ? cap : 500;
}

/**
 * Takes one confirmation email from today's (UTC) allowance. One statement counts and checks, so two
 * sign-ups at the same moment cannot both take the last one. False once the day's cap is reached.
 */
export async function takeConfirmationAllowance(db: Db, cap: number, now = new Date()) {
  if (cap <= 0) return false;
  const day = now.toISOString().slice(0, 10);
  const rows = await db
    .insert(newsletterDailySends)
    .values({ day, confirmations: 1 })
    .onConflictDoUpdate({
      target: newsletterDailySends.day,
      set: { confirmations: sql`${newsletterDailySends.confirmations} + 1` },
      setWhere: sql`${newsletterDailySends.confirmations} < ${cap}`,
    })
    .returning({ confirmations: newsletterDailySends.confirmations });
  return rows.length > 0;
}
