import { cn } from "~/lib/utils/cn";

/** The spec sends every placeholder's "Learn More" to "#" until real sponsors sign. */
const learnMoreHref = "#";

function Sponsor({ label, text }: { label: string; text: string }) {
  return (
    <div className="border border-rule bg-surface p-5">
      <p className="font-sans text-[0.6875rem] font-bold tracking-[0.16em] text-muted">{label}</p>
      <p className="mt-3 font-serif text-lg leading-snug">{text}</p>
      <a
        href={learnMoreHref}
        className="mt-4 inline-block font-sans text-sm font-semibold text-accent hover:underline"
      >
        Learn More
      </a>
    </div>
  );
}

function Advertisement({ height }: { height: 250 | 600 }) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center border border-dashed border-rule text-center",
        height === 250 ? "h-[250px]" : "h-[600px]",
      )}
    >
      <p className="font-sans text-[0.6875rem] font-bold tracking-[0.16em] text-muted">ADVERTISEMENT</p>
      <a href={learnMoreHref} className="mt-3 font-sans text-sm font-semibold text-accent hover:underline">
        Learn More
      </a>
    </div>
  );
}

/** The front page's sponsor and advertisement placeholders (spec §2, Home). */
export function SponsorRail() {
  return (
    <aside aria-label="Sponsors" className="space-y-6">
      <Sponsor
        label="PREMIUM SPONSOR"
        text="Your brand, introduced to readers twenty years ahead of schedule."
      />
      <Sponsor label="FEATURED SPONSOR" text="Reach the people who already know how this ends." />
      <Advertisement height={250} />
      <Advertisement height={600} />
    </aside>
  );
}
