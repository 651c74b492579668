import { Cookie } from "lucide-react";
import { Link } from "react-router";
import { saveConsent } from "./consent";

/** The cookie notice itself; loaded only when it is due (see cookie-banner). */
export default function CookieNotice({ close }: { close: () => void }) {
  const answer = (status: "accepted" | "rejected") => {
    saveConsent(status);
    close();
  };
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto max-w-3xl animate-fade-in border border-rule bg-paper p-5 font-sans shadow-2xl sm:inset-x-6 sm:bottom-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Cookie aria-hidden className="hidden size-8 shrink-0 text-accent sm:block" strokeWidth={1.5} />
        <div className="flex-1">
          <h2 id="cookie-banner-title" className="font-serif text-lg font-semibold">
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
        <div className="flex gap-2 sm:flex-col lg:flex-row">
          <button
            type="button"
            onClick={() => answer("rejected")}
            className="h-10 flex-1 border border-rule px-4 text-sm font-semibold text-ink hover:border-ink"
          >
            Reject
          </button>
          <button
            type="button"
            onClick={() => answer("accepted")}
            className="h-10 flex-1 bg-ink px-4 text-sm font-semibold text-paper hover:bg-accent"
          >
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}
