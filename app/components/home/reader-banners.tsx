import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/**
 * The front page's close: the spec's thank-you banner and its call to action to /submit, in one panel.
 * Side by side they were two more promotional blocks after the category grid and before the footer's
 * sign-up; one reads as the magazine thanking its readers and asking for their reports.
 */
export function ReaderThanks() {
  return (
    <section aria-labelledby="submit-heading" className="border-2 border-ink">
      <p className="border-b border-rule bg-surface px-8 py-5 text-center font-serif text-xl leading-snug sm:px-10 sm:text-2xl">
        <span className="kicker mr-3 align-middle">Thank you</span>
        <strong className="font-semibold text-accent">15,274 readers this month</strong> chose to read
        tomorrow’s news today. We could not report the future without you.
      </p>
      <div className="grid items-center gap-6 p-8 sm:p-10 md:grid-cols-[1fr_auto]">
        <div>
          <p className="kicker">Open call</p>
          <h2
            id="submit-heading"
            className="mt-2 font-serif text-3xl leading-tight font-semibold tracking-tight"
          >
            Seen something from the future?
          </h2>
          <p className="mt-3 max-w-xl font-serif text-lg text-muted">
            Send us your report. Our temporal analysts read every transmission, and the best are published
            with your name on them.
          </p>
        </div>
        <Link to="/submit" className={buttonVariants()}>
          Submit Your Story
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
