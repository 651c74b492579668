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
    // The heading and the two answers share the first row, the text runs under them: on a phone the
    // band stays short enough for the front page's first three headlines (decision 108). In the DOM the
    // text comes before the answers, so a screen reader reads the question first.
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className={`${dockCardClass} grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 max-xl:py-3`}
    >
      <h2
        id="cookie-banner-title"
        className="flex items-center gap-2 font-serif text-base font-semibold sm:text-lg"
      >
        <Cookie aria-hidden className="size-5 shrink-0 text-accent" strokeWidth={1.5} />
        Cookies, briefly
      </h2>
      <p className="col-span-2 row-start-2 text-xs leading-snug text-muted sm:text-sm sm:leading-relaxed">
        We use one cookie to count your votes and one, for two minutes after you send something, to show you
        what you sent. A few preferences stay in your browser. No tracking, no advertising. Read our{" "}
        <Link to="/privacy" className="font-medium text-accent underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
      <div className="col-start-2 row-start-1 flex gap-2">
        <Button variant="quiet" size="sm" onClick={() => answer("rejected")}>
          Reject
        </Button>
        <Button size="sm" onClick={() => answer("accepted")}>
          Accept
        </Button>
      </div>
    </section>,
    dock,
  );
}
