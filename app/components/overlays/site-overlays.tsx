import type { ReactNode } from "react";
import { AttentionDock } from "./attention-dock";
import { CookieBanner } from "./cookie-banner";
import { PendingNavigation } from "./pending-navigation";
import { PromoPopup } from "./promo-popup";

/**
 * The overlays every page shares; mounted once by the root shell, so their timers count from page load.
 * `toasts` (the notification region) sits at the top of the dock, above whichever overlay is open.
 */
export function SiteOverlays({ children: toasts }: { children: ReactNode }) {
  return (
    <>
      <PendingNavigation />
      <AttentionDock>{toasts}</AttentionDock>
      <CookieBanner />
      <PromoPopup />
    </>
  );
}
