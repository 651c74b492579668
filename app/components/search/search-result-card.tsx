import type { Ref } from "react";
import { StoryTeaser } from "~/components/story/story-teaser";
import { formatReadTime } from "~/lib/utils/format";
import type { SearchResult } from "~/lib/search/types";
import { HighlightedText } from "./highlighted-text";
import { SectionLabel } from "~/components/ui/section-label";

/** One result on the /search page; the ref is the headline link, which Load More focuses. */
export function SearchResultCard({
  result,
  position,
  ref,
}: {
  result: SearchResult;
  position: number;
  ref?: Ref<HTMLAnchorElement>;
}) {
  return (
    <StoryTeaser
      variant="result"
      story={result}
      id={`result-${position}`}
      className="grid gap-5 py-8 sm:grid-cols-[1fr_12rem] sm:gap-8"
      heading="h2"
      headlineRef={ref}
      headlineClassName="mt-2 font-serif text-2xl leading-tight font-semibold tracking-tight text-ink sm:text-[1.75rem]"
      linkClassName="hover:text-accent"
      bodyClassName="min-w-0"
      kicker={
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <SectionLabel as="span" category={result.category} link />
          <span className="font-sans text-xs text-muted">{formatReadTime(result.readTimeMinutes)}</span>
        </p>
      }
      picture={
        result.imageUrl && (
          <img
            src={result.imageUrl}
            alt=""
            width={384}
            height={216}
            loading="lazy"
            decoding="async"
            className="hidden aspect-video w-full border border-rule bg-surface object-cover sm:block"
          />
        )
      }
    >
      <p className="mt-3 font-serif text-lg leading-relaxed text-muted">
        <HighlightedText text={result.snippet} highlights={result.highlights} />
      </p>
    </StoryTeaser>
  );
}
