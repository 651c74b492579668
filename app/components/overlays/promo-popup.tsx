import { useCallback, useEffect, useState } from "react";
import { useAttention } from "~/hooks/use-attention";
import { useAutoHide } from "~/hooks/use-auto-hide";
import { useEngagement } from "~/hooks/use-engagement";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { claimIfFree } from "~/lib/browser/attention";
import { storage } from "~/lib/browser/storage";

const loadPromoDialog = () => import("./promo-dialog");

export const promoShowAfterMs = 15_000;
export const promoHideAfterMs = 15_000;
export const promoSessionKey = "promo-popup-seen";

/**
 * The newsletter promotion (spec: 15 s after load, hides itself 15 s later, a wait that starts over
 * while the reader has focus or the pointer on it). Non-modal: it never takes focus or blocks the page;
 * Escape, "No thanks" and the close icon dismiss it. Once it has been seen to the end or dismissed, it
 * stays away for the rest of the browser session. When the cookie notice or the category invitation
 * holds the reader's attention at 15 s, the promo skips this page view (decision 108): shown later it
 * would no longer be the spec's "15 s after load".
 */
export function PromoPopup() {
  const [due, setDue] = useState(false);
  const { granted: open, since } = useAttention("promo", due);
  const PromoDialog = useLazyComponent(loadPromoDialog, due);
  const { engaged, engagementProps } = useEngagement();

  const close = useCallback(() => {
    storage.set(promoSessionKey, "true", "session");
    setDue(false);
  }, []);
  useAutoHide({ open, shownAt: since, engaged, ms: promoHideAfterMs, hide: close });

  useEffect(() => {
    if (storage.get(promoSessionKey, "session")) return;
    const timer = window.setTimeout(() => {
      if (claimIfFree("promo")) setDue(true);
    }, promoShowAfterMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open || !PromoDialog) return null;
  // The component arrives once and is kept in state, so its identity never changes between renders.
  // eslint-disable-next-line react-hooks/static-components
  return <PromoDialog close={close} engagementProps={engagementProps} />;
}
