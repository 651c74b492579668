import { lazy, Suspense, useEffect, useState } from "react";
import { storage } from "~/lib/storage";

const PromoDialog = lazy(() => import("./promo-dialog"));

export const promoShowAfterMs = 15_000;
export const promoHideAfterMs = 15_000;
export const promoSessionKey = "promo-popup-seen";

/**
 * The newsletter promotion (spec: 15 s after load, hides itself 15 s later). Non-modal: it never takes
 * focus or blocks the page; Escape, "No thanks" and the close icon dismiss it. Once it has been seen
 * to the end or dismissed, it stays away for the rest of the browser session.
 */
export function PromoPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (storage.get(promoSessionKey, "session")) return;
    const timer = window.setTimeout(() => setOpen(true), promoShowAfterMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      storage.set(promoSessionKey, "true", "session");
      setOpen(false);
    }, promoHideAfterMs);
    return () => window.clearTimeout(timer);
  }, [open]);

  function close() {
    storage.set(promoSessionKey, "true", "session");
    setOpen(false);
  }

  function goToNewsletter() {
    close();
    const input = document.getElementById("newsletter-email");
    input?.scrollIntoView({ block: "center" });
    input?.focus({ preventScroll: true });
  }

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromoDialog close={close} goToNewsletter={goToNewsletter} />
    </Suspense>
  );
}
