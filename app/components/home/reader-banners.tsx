import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

export function ThankYouBanner() {
  return (
    <section aria-label="Thank you" className="border-y border-rule bg-surface py-10 text-center">
      <p className="kicker">Thank you</p>
      <p className="mx-auto mt-3 max-w-2xl font-serif text-2xl leading-snug sm:text-3xl">
        <strong className="font-semibold text-accent">15,274 readers this month</strong> chose to read
        tomorrow&apos;s news today. We could not report the future without you.
      </p>
    </section>
  );
}

export function SubmitStoryCta() {
  return (
    <section
      aria-labelledby="submit-heading"
      className="grid items-center gap-6 border-2 border-ink p-8 sm:p-10 md:grid-cols-[1fr_auto]"
    >
      <div>
        <p className="kicker">Open call</p>
        <h2
          id="submit-heading"
          className="mt-2 font-serif text-3xl leading-tight font-semibold tracking-tight"
        >
          Seen something from the future?
        </h2>
        <p className="mt-3 max-w-xl font-serif text-lg text-muted">
          Send us your report. Our temporal analysts read every transmission, and the best are published with
          your name on them.
        </p>
      </div>
      <Link to="/submit" className={buttonVariants()}>
        Submit Your Story
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
