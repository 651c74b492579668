import { Fragment } from "react";
import type { TimelineDecade } from "~/lib/futures/timeline";
import { presentMarkerIndex } from "~/lib/futures/timeline";
import type { ArticleRowData } from "~/types/content";
import { TimelineStory } from "./timeline-story";

type Story = ArticleRowData & { dateline: string };

const dot = "absolute top-2 -left-[9px] size-4 rounded-full border-2";

function PresentMarker({ presentYear, nextYear }: { presentYear: number; nextYear?: number }) {
  return (
    <div
      className="relative ml-2 border-l-2 border-dashed border-rule pb-10 pl-6 sm:pl-10"
      data-testid="present-marker"
    >
      <span aria-hidden className={`${dot} border-accent bg-accent`} />
      <p className="font-sans text-sm font-semibold tracking-[0.14em] text-accent uppercase">
        You are here: {presentYear}
      </p>
      {nextYear !== undefined && nextYear > presentYear && (
        <p className="mt-1 font-serif text-lg text-muted">
          The next dispatch is dated {nextYear}, {nextYear - presentYear} years from now.
        </p>
      )}
    </div>
  );
}

/** Decades as sections, years as headings on one vertical rule, with the present marked on it. */
export function TimelineDecades({
  decades,
  presentYear,
}: {
  decades: TimelineDecade<Story>[];
  presentYear: number;
}) {
  const markerAt = presentMarkerIndex(decades, presentYear);
  return (
    <div className="mt-10">
      {decades.map((section, index) => (
        <Fragment key={section.decade}>
          {index === markerAt && (
            <PresentMarker
              presentYear={presentYear}
              nextYear={section.years.find((heading) => heading.year >= presentYear)?.year}
            />
          )}
          <section aria-labelledby={`d${section.decade}`} data-testid="timeline-decade">
            <h2
              id={`d${section.decade}`}
              className="border-b-2 border-ink pb-2 font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
            >
              The {section.decade}s
            </h2>
            <ol className="ml-2 border-l-2 border-ink pt-8">
              {section.years.map((heading) => (
                <li key={heading.year} className="relative pb-10 pl-6 sm:pl-10">
                  <span aria-hidden className={`${dot} border-ink bg-paper`} />
                  <h3
                    id={`y${heading.year}`}
                    className="scroll-mt-24 font-serif text-2xl leading-none font-semibold tabular-nums"
                  >
                    {heading.year}
                  </h3>
                  <ul className="mt-5 space-y-6">
                    {heading.stories.map((story) => (
                      <li key={story.slug}>
                        <TimelineStory story={story} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
        </Fragment>
      ))}
      {markerAt === decades.length && <PresentMarker presentYear={presentYear} />}
    </div>
  );
}
