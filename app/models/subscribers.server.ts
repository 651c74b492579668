import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscribers } from "~/db/schema";
import { unsubscribeTokenPattern } from "~/lib/schemas/unsubscribe";

/** 32 random bytes (256 bits) as base64url: 43 characters nobody can guess or enumerate. */
export function createUnsubscribeToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * Adds the address, or re-activates it if it had unsubscribed. The caller learns nothing about
 * whether the address was already there, so the answer cannot be used to probe the list.
 */
export async function subscribe(db: Db, email: string) {
  await db
    .insert(subscribers)
    .values({ email: email.trim().toLowerCase(), unsubscribeToken: createUnsubscribeToken() })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { status: "active", unsubscribedAt: null },
      setWhere: sql`${subscribers.status} <> 'active'`,
    });
}

export type UnsubscribeLookup = "active" | "unsubscribed" | "unknown" | "malformed";

export async function lookUpUnsubscribeToken(db: Db, token: string | null): Promise<UnsubscribeLookup> {
  if (!token || !unsubscribeTokenPattern.test(token)) return "malformed";
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token))
    .limit(1);
  return row?.status ?? "unknown";
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
