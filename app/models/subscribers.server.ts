import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { subscribers } from "~/db/schema";
import { unsubscribeTokenPattern } from "~/lib/schemas/unsubscribe";
import { createToken, hashToken } from "~/lib/server/tokens.server";

export { createToken as createUnsubscribeToken };

const dayMs = 24 * 60 * 60 * 1000;
/** A confirmation link works for seven days; an unconfirmed sign-up is purged after that. */
export const confirmationLifetimeMs = 7 * dayMs;
/** At most one confirmation email per address in this time. */
export const confirmationIntervalMs = dayMs;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A confirmation email to send: the address and the link's token (only its hash is stored). */
export type PendingConfirmation = { email: string; token: string; tokenHash: string };

/**
 * Records a sign-up as one statement whatever the address's state, so neither the answer nor its
 * timing tells new, pending, active and unsubscribed addresses apart:
 * - a new address is stored as pending with a fresh confirmation token;
 * - a pending or unsubscribed one becomes pending, with a fresh token only if no confirmation went
 *   to it in the last 24 hours;
 * - an active one is left as it is.
 * Returns the confirmation to send, or null when none is due.
 */
export async function subscribe(
  db: Db,
  email: string,
  now = new Date(),
): Promise<PendingConfirmation | null> {
  const address = normaliseEmail(email);
  const token = createToken();
  const tokenHash = await hashToken(token);
  const sentAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + confirmationLifetimeMs).toISOString();
  const dayAgo = new Date(now.getTime() - confirmationIntervalMs).toISOString();
  // Unqualified columns in SET read the row as it was before this statement (SQLite upsert rules).
  const due = sql`(${subscribers.status} <> 'active' AND (${subscribers.confirmationSentAt} IS NULL OR ${subscribers.confirmationSentAt} <= ${dayAgo}))`;
  const fresh = (value: string, column: AnySQLiteColumn) =>
    sql`CASE WHEN ${due} THEN ${value} ELSE ${column} END`;
  const [row] = await db
    .insert(subscribers)
    .values({
      email: address,
      unsubscribeToken: createToken(),
      status: "pending",
      confirmTokenHash: tokenHash,
      confirmExpiresAt: expiresAt,
      confirmationSentAt: sentAt,
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        status: sql`CASE WHEN ${subscribers.status} = 'active' THEN 'active' ELSE 'pending' END`,
        confirmTokenHash: fresh(tokenHash, subscribers.confirmTokenHash),
        confirmExpiresAt: fresh(expiresAt, subscribers.confirmExpiresAt),
        confirmationSentAt: fresh(sentAt, subscribers.confirmationSentAt),
      },
    })
    .returning({ confirmTokenHash: subscribers.confirmTokenHash });
  return row?.confirmTokenHash === tokenHash ? { email: address, token, tokenHash } : null;
}

/**
 * The daily cap refused this confirmation: forget that it was sent, so a sign-up tomorrow gets one.
 * The token is dropped too, since nobody received it.
 */
export async function withdrawConfirmation(db: Db, tokenHash: string) {
  await db
    .update(subscribers)
    .set({ confirmTokenHash: null, confirmExpiresAt: null, confirmationSentAt: null })
    .where(eq(subscribers.confirmTokenHash, tokenHash));
}

export type ConfirmLookup = "pending" | "invalid" | "malformed";

/** What the confirmation page shows before the button is pressed; it changes nothing. */
export async function lookUpConfirmToken(
  db: Db,
  token: string | null,
  now = new Date(),
): Promise<ConfirmLookup> {
  if (!token || !unsubscribeTokenPattern.test(token)) return "malformed";
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.confirmTokenHash, await hashToken(token)),
        eq(subscribers.status, "pending"),
        gt(subscribers.confirmExpiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return row ? "pending" : "invalid";
}

/** Confirms a pending address once: the token is spent by the same statement that activates it. */
export async function confirmSubscription(db: Db, token: string, now = new Date()) {
  if (!unsubscribeTokenPattern.test(token)) return "malformed" as const;
  const confirmed = await db
    .update(subscribers)
    .set({
      status: "active",
      confirmedAt: now.toISOString(),
      unsubscribedAt: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(
      and(
        eq(subscribers.confirmTokenHash, await hashToken(token)),
        eq(subscribers.status, "pending"),
        gt(subscribers.confirmExpiresAt, now.toISOString()),
      ),
    )
    .returning({ id: subscribers.id });
  return confirmed.length ? ("confirmed" as const) : ("invalid" as const);
}

/** Removes sign-ups nobody confirmed within the link's lifetime. */
export async function purgeExpiredPending(db: Db, now = new Date()) {
  const purged = await db
    .delete(subscribers)
    .where(and(eq(subscribers.status, "pending"), lt(subscribers.confirmExpiresAt, now.toISOString())))
    .returning({ id: subscribers.id });
  return purged.length;
}

export type UnsubscribeLookup = "active" | "unsubscribed" | "unknown" | "malformed";

export async function lookUpUnsubscribeToken(db: Db, token: string | null): Promise<UnsubscribeLookup> {
  if (!token || !unsubscribeTokenPattern.test(token)) return "malformed";
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token))
    .limit(1);
  // A pending address is not on the list yet: there is nothing to unsubscribe from.
  if (!row) return "unknown";
  return row.status === "active" ? "active" : "unsubscribed";
}

/** Unsubscribes once: "unsubscribed" the first time, "already" after that. */
export async function unsubscribe(db: Db, token: string | null) {
  const lookup = await lookUpUnsubscribeToken(db, token);
  if (lookup !== "active") return lookup === "unsubscribed" ? "already" : lookup;
  const changed = await db
    .update(subscribers)
    .set({ status: "unsubscribed", unsubscribedAt: new Date().toISOString() })
    .where(and(eq(subscribers.unsubscribeToken, token!), eq(subscribers.status, "active")))
    .returning({ id: subscribers.id });
  return changed.length ? "unsubscribed" : "already";
}
