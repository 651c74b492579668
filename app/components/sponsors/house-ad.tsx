import { cn } from "~/lib/utils/cn";
import type { HouseAd as HouseAdData } from "./house-ads";

/**
 * The spec's "Learn More" went to "#" until real sponsors sign. A house ad's sponsor is the magazine
 * itself, so it leads to the thing the magazine sells: the newsletter.
 */
const learnMoreHref = "/newsletter";

/**
 * One sponsor slot filled with a house advertisement: the spec's label over a rule, then a tinted,
 * bordered panel (so it never passes for a story) with an illustration, the pitch and "Learn More".
 * A fixed `height` is the spec's ad unit (250 or 600 px); the illustration takes what the copy leaves.
 */
export function HouseAd({
  ad,
  height,
  className,
}: {
  ad: HouseAdData;
  height?: 250 | 600;
  className?: string;
}) {
  return (
    <section aria-label={`${ad.label}: ${ad.advertiser}`} className={className} data-house-ad>
      {/* The spec's labels differ in case ("ADVERTISEMENT", "Advertisement"); set in one style they read as
          one system. */}
      <p className="flex items-baseline justify-between gap-3 border-b border-rule pb-1.5 font-sans text-[0.6875rem] tracking-[0.16em] text-muted">
        <span className="font-bold uppercase">{ad.label}</span>
        <span className="tracking-normal italic">House ad</span>
      </p>
      <div
        data-ad-unit
        className={cn(
          "mt-2 flex flex-col overflow-hidden border border-rule bg-surface p-4",
          height === 250 && "h-[250px]",
          height === 600 && "h-[600px]",
        )}
      >
        <img
          src={ad.image.src}
          alt={ad.image.alt}
          width={ad.image.width}
          height={ad.image.height}
          loading="lazy"
          decoding="async"
          className={cn("w-full object-cover", height ? "min-h-0 flex-1" : "aspect-video")}
        />
        <p className="mt-3 font-sans text-[0.6875rem] font-semibold tracking-[0.12em] text-muted uppercase">
          {ad.advertiser}
        </p>
        <p className="mt-1 font-serif text-xl leading-snug font-semibold tracking-tight text-balance">
          {ad.headline}
        </p>
        {/* The whole sentence always shows; in a fixed-height unit the picture gives way instead. */}
        <p className="mt-1.5 font-sans text-sm leading-relaxed text-muted">{ad.body}</p>
        <a
          href={learnMoreHref}
          className="mt-2 self-start font-sans text-sm font-semibold text-accent hover:underline"
        >
          Learn More<span className="sr-only"> about {ad.advertiser}</span>
        </a>
      </div>
    </section>
  );
}
