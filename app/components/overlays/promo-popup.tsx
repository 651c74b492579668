import { useCallback, useEffect, useState } from "react";
import { useAutoHide } from "~/hooks/use-auto-hide";
import { useEngagement } from "~/hooks/use-engagement";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { storage } from "~/lib/browser/storage";

const loadPromoDialog = () => import("./promo-dialog");

export const promoShowAfterMs = 15_000;
export const promoHideAfterMs = 15_000;
export const promoSessionKey = "promo-popup-seen";

/**
 * The newsletter promotion (spec: 15 s after load, hides itself 15 s later, a wait that starts over
 * while the reader has focus or the pointer on it). Non-modal: it never takes focus or blocks the page;
 * Escape, "No thanks" and the close icon dismiss it. Once it has been seen to the end or dismissed, it
 * stays away for the rest of the browser session.
 */
export function PromoPopup() {
  const [open, setOpen] = useState(false);
  const PromoDialog = useLazyComponent(loadPromoDialog, open);
  const { engaged, engagementProps } = useEngagement();

  const close = useCallback(() => {
    storage.set(promoSessionKey, "true", "session");
    setOpen(false);
  }, []);
  const startHideClock = useAutoHide({ open, engaged, ms: promoHideAfterMs, hide: close });

  useEffect(() => {
    if (storage.get(promoSessionKey, "session")) return;
    const timer = window.setTimeout(() => {
      startHideClock();
      setOpen(true);
    }, promoShowAfterMs);
    return () => window.clearTimeout(timer);
  }, [startHideClock]);

  function goToNewsletter() {
    close();
    const input = document.getElementById("newsletter-email");
    input?.scrollIntoView({ block: "center" });
    input?.focus({ preventScroll: true });
  }

  if (!open || !PromoDialog) return null;
  // The component arrives once and is kept in state, so its identity never changes between renders.
  // eslint-disable-next-line react-hooks/static-components
  return <PromoDialog close={close} goToNewsletter={goToNewsletter} engagementProps={engagementProps} />;
}
