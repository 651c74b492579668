import { ArrowRight } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { LazyImage } from "~/components/lazy-image";
import { StoryTeaser } from "~/components/story/story-teaser";
import { cn } from "~/lib/utils/cn";
import { formatReadTime } from "~/lib/utils/format";
import type { FrontSection } from "~/types/content";
import { Dateline } from "./dateline";

/**
 * The classes that let a row's last stories take the columns left empty, so a row of one, two or four
 * stories leaves no hole in the two-column (tablet) or six-track (desktop) grid. A story alone on its
 * line spreads and sets its picture beside its text; two stories left on a desktop line share it as two
 * equal cards, so one line never mixes two kinds of card (decision 144).
 */
function fillsRow(index: number, count: number) {
  const fromEnd = count - 1 - index;
  if (fromEnd > 1) return undefined;
  const wideOnTablet = fromEnd === 0 && count % 2 === 1;
  const leftOnDesktop = count % 3;
  return cn(
    wideOnTablet && "sm:col-span-2 sm:grid-cols-2",
    fromEnd === 0 && leftOnDesktop === 1 && "xl:col-span-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]",
    leftOnDesktop === 2 && "xl:col-span-3 xl:grid-cols-1",
    leftOnDesktop === 0 && wideOnTablet && "xl:col-span-2 xl:grid-cols-1",
  );
}

/** One section's row: its stories, newest first, as pictured cards that wrap onto more lines. */
function SectionRow({ section }: { section: FrontSection }) {
  if (section.stories.length === 0) return null;
  const only = section.stories.length === 1;
  // The `section-` prefix also tells app.css which blocks to leave undrawn until the reader is near.
  const headingId = `section-${section.path.slice(1)}`;
  return (
    <section aria-labelledby={headingId} className="border-t-2 border-ink pt-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="font-serif text-2xl font-semibold tracking-tight">
          <Link to={section.path} className="hover:text-accent">
            {section.label}
          </Link>
        </h2>
        <Link
          to={section.path}
          className="inline-flex shrink-0 items-center gap-1 font-sans text-xs font-semibold text-accent hover:underline"
        >
          All stories<span className="sr-only"> in {section.label}</span>
          <ArrowRight aria-hidden className="size-3.5" />
        </Link>
      </div>
      <ul className="mt-5 grid gap-x-8 gap-y-8 sm:grid-cols-2 sm:gap-y-10 xl:grid-cols-6">
        {section.stories.map((article, index) => (
          <StoryTeaser
            key={article.id}
            variant="tile"
            as="li"
            story={article}
            stretched
            className={cn(
              "group relative grid content-start gap-x-5 gap-y-3 xl:col-span-2",
              // On a phone only the row's first story keeps a full picture; the rest sit as compact
              // headlines with a thumbnail, so nine rows do not become a scroll of pictures.
              index > 0 && "max-sm:grid-cols-[minmax(0,1fr)_6rem]",
              fillsRow(index, section.stories.length),
            )}
            picture={
              <LazyImage
                src={article.imageSrc}
                alt=""
                width={article.imageWidth}
                height={article.imageHeight}
                sizes="(min-width: 1280px) 17rem, (min-width: 640px) 45vw, 100vw"
                className={cn("self-start border border-rule", index > 0 && "max-sm:order-last")}
              />
            }
            headlineClassName={cn(
              "mt-1 font-serif leading-snug font-semibold text-balance",
              only ? "text-xl sm:text-2xl" : "text-lg",
            )}
            kicker={
              <Dateline
                value={article.dateline}
                className="block font-sans text-[0.6875rem] tracking-wide text-muted uppercase"
              />
            }
          >
            <p
              className={cn(
                "mt-1.5 font-serif text-[0.9375rem] leading-relaxed text-muted",
                only ? "sm:text-base" : "line-clamp-3",
                index > 0 && "max-sm:hidden",
              )}
            >
              {article.excerpt}
            </p>
            <p className="mt-2 font-sans text-xs text-muted">
              {article.authorName} · {formatReadTime(article.readTimeMinutes)}
            </p>
          </StoryTeaser>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every story not already on top, one row per section, so the front page reaches the whole edition.
 * `between` slots (a phone's sponsor, say) go after the row with that index.
 */
export function SectionRows({
  sections,
  between,
}: {
  sections: FrontSection[];
  between?: Record<number, ReactNode>;
}) {
  return (
    <div className="space-y-14">
      {sections.map((section, index) => (
        <Fragment key={section.path}>
          <SectionRow section={section} />
          {between?.[index]}
        </Fragment>
      ))}
    </div>
  );
}
