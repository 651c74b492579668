import { Cookie } from "lucide-react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { dockCardClass, dockElement } from "./attention-dock";
import { saveConsent } from "./consent";
import { Button } from "~/components/ui/button";

/** The cookie notice itself; loaded only when it is due (see cookie-banner). */
export default function CookieNotice({ close }: { close: () => void }) {
  const answer = (status: "accepted" | "rejected") => {
    saveConsent(status);
    close();
  };
  const dock = dockElement();
  if (!dock) return null;
  return createPortal(
    // On a phone the text and the two answers share one row and the heading is read only by screen
    // readers, so the band is about 80 px and the lead's whole picture and three headlines stay above it
    // (decision 187). From 640 px the heading and the answers share the first row and the text runs
    // under them. In the DOM the text comes before the answers, so a screen reader reads the question first.
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className={`${dockCardClass} grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 max-xl:py-3`}
    >
      <h2
        id="cookie-banner-title"
        className="flex items-center gap-2 font-serif text-base font-semibold max-sm:sr-only sm:text-lg"
      >
        <Cookie aria-hidden className="size-5 shrink-0 text-accent" strokeWidth={1.5} />
        Cookies, briefly
      </h2>
      <p className="text-xs leading-snug text-muted sm:col-span-2 sm:row-start-2 sm:text-sm sm:leading-relaxed">
        One cookie counts your votes, one shows you what you just sent. No tracking.{" "}
        <Link
          to="/privacy"
          className="font-medium whitespace-nowrap text-accent underline underline-offset-2"
        >
          Privacy Policy
        </Link>
      </p>
      <div className="col-start-2 row-start-1 flex gap-2 xl:col-span-2 xl:col-start-1 xl:row-start-3 xl:justify-end">
        <Button variant="quiet" size="sm" className="max-sm:px-3" onClick={() => answer("rejected")}>
          Reject
        </Button>
        <Button size="sm" className="max-sm:px-3" onClick={() => answer("accepted")}>
          Accept
        </Button>
      </div>
    </section>,
    dock,
  );
}
