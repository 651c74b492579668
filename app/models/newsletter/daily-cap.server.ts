import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newsletterDailySends, newsletterNetworkSends } from "~/db/schema";

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

/** Today's (UTC) day, as the caps count it. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Whether today's confirmation emails are all spent: then no sign-up is taken, whoever asks. */
export async function confirmationsSpent(db: Db, cap: number, now = new Date()) {
  if (cap <= 0) return true;
  const [row] = await db
    .select({ confirmations: newsletterDailySends.confirmations })
    .from(newsletterDailySends)
    .where(eq(newsletterDailySends.day, dayOf(now)));
  return (row?.confirmations ?? 0) >= cap;
}

/**
 * Each network's share of the daily cap (decision 153): an IPv4 address or IPv6 /64 may make 1% of
 * it in sign-ups a day, an IPv4 /24 or IPv6 /48 5%, at least one each. So spending the whole day
 * takes twenty wide networks and a hundred addresses, not twenty-five neighbours.
 */
export const networkShares = (cap: number) => ({
  network: Math.max(1, Math.ceil(cap / 100)),
  wideNetwork: Math.max(1, Math.ceil(cap / 20)),
});

/** Counts one sign-up against `key`'s share; false when the share was already spent. */
async function takeShare(db: Db, key: string, share: number, day: string) {
  const rows = await db
    .insert(newsletterNetworkSends)
    .values({ network: key, day, confirmations: 1 })
    .onConflictDoUpdate({
      target: newsletterNetworkSends.network,
      set: { confirmations: sql`${newsletterNetworkSends.confirmations} + 1` },
      setWhere: sql`${newsletterNetworkSends.confirmations} < ${share}`,
    })
    .returning({ confirmations: newsletterNetworkSends.confirmations });
  return rows.length > 0;
}

/**
 * Takes one sign-up from the network's and the wide network's shares of today's cap. Every sign-up
 * counts, whether an email goes out or not, so the share says nothing about which addresses are
 * known. The address's own share is taken first: a busy address spends its own, not its neighbours'.
 * `networks` are keyed hashes (`newsletterNetworks`). Rows older than two days are deleted.
 */
export async function takeNetworkShare(
  db: Db,
  cap: number,
  networks: { network: string; wideNetwork: string },
  now = new Date(),
) {
  const day = dayOf(now);
  const shares = networkShares(cap);
  await db
    .delete(newsletterNetworkSends)
    .where(sql`${newsletterNetworkSends.day} < ${dayOf(new Date(now.getTime() - 2 * 86_400_000))}`);
  if (!(await takeShare(db, networks.network, shares.network, day))) return false;
  return takeShare(db, networks.wideNetwork, shares.wideNetwork, day);
}

/** A refused sign-up's Retry-After: the seconds until the UTC day, and the caps, start again. */
export function untilTomorrow(now = new Date()) {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { "Retry-After": String(Math.ceil((tomorrow - now.getTime()) / 1000)) };
}
