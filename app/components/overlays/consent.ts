import { storage } from "~/lib/browser/storage";

export const consentStorageKey = "cookie-consent";
export const consentLifetimeDays = 30;

export type Consent = { status: "accepted"; expires: string } | { status: "rejected" };

/** The stored answer, or null when there is none, it is unreadable, or an acceptance has expired. */
export function readConsent(now = Date.now()): Consent | null {
  const raw = storage.get(consentStorageKey);
  if (!raw) return null;
  try {
    const consent = JSON.parse(raw) as Partial<Consent>;
    if (consent.status === "rejected") return { status: "rejected" };
    if (consent.status === "accepted" && typeof consent.expires === "string") {
      return Date.parse(consent.expires) > now ? { status: "accepted", expires: consent.expires } : null;
    }
  } catch {
    // Anything unparsable counts as no answer, so the banner asks again.
  }
  return null;
}

export function saveConsent(status: Consent["status"], now = Date.now()) {
  const consent: Consent =
    status === "accepted"
      ? { status, expires: new Date(now + consentLifetimeDays * 24 * 60 * 60 * 1000).toISOString() }
      : { status };
  storage.set(consentStorageKey, JSON.stringify(consent));
}
