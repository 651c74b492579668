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
    <section aria-labelledby="cookie-banner-title" data-testid="cookie-banner" className={dockCardClass}>
      <div className="flex flex-col gap-3">
        <div className="flex-1">
          <h2 id="cookie-banner-title" className="flex items-center gap-2 font-serif text-lg font-semibold">
            <Cookie aria-hidden className="size-5 shrink-0 text-accent" strokeWidth={1.5} />
            Cookies, briefly
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            We use one cookie to count your votes and one, for two minutes after you send something, to show
            you what you sent. A few preferences stay in your browser. No tracking, no advertising. Read our{" "}
            <Link to="/privacy" className="font-medium text-accent underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="quiet" size="md" onClick={() => answer("rejected")} className="flex-1">
            Reject
          </Button>
          <Button size="md" onClick={() => answer("accepted")} className="flex-1">
            Accept
          </Button>
        </div>
      </div>
    </section>,
    dock,
  );
}
