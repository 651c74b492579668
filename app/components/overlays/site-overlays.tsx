import { CookieBanner } from "./cookie-banner";
import { PendingNavigation } from "./pending-navigation";
import { PromoPopup } from "./promo-popup";

/** The overlays every page shares; mounted once by the root shell, so their timers count from page load. */
export function SiteOverlays() {
  return (
    <>
      <PendingNavigation />
      <CookieBanner />
      <PromoPopup />
    </>
  );
}
