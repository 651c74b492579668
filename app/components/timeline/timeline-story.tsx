import { LazyImage } from "~/components/lazy-image";
import { StoryTeaser, TeaserByline } from "~/components/story/story-teaser";
import { SectionLabel } from "~/components/ui/section-label";
import { formatReadTime } from "~/lib/utils/format";
import type { ArticleRowData } from "~/types/content";

/** One story on the Timeline: a small picture, the section, the headline and the byline. */
export function TimelineStory({ story }: { story: ArticleRowData }) {
  return (
    <StoryTeaser
      variant="row"
      story={story}
      className="grid grid-cols-[5.5rem_1fr] gap-4 sm:grid-cols-[9rem_1fr] sm:gap-6"
      data-testid="timeline-story"
      heading="h4"
      picture={
        <LazyImage
          src={story.imageSrc}
          alt=""
          width={story.imageWidth}
          height={story.imageHeight}
          sizes="(min-width: 640px) 9rem, 5.5rem"
          className="border border-rule"
        />
      }
      headlineClassName="mt-1 font-serif text-lg leading-snug font-semibold tracking-tight text-balance sm:text-xl"
      linkClassName="text-ink hover:text-accent hover:underline hover:underline-offset-4"
      bodyClassName="min-w-0"
      kicker={<SectionLabel category={story.category} />}
    >
      <p className="mt-2 font-sans text-sm text-muted">
        <TeaserByline story={story} />
        {/* Kept whole, so a long byline never leaves "read" alone on the next line of a phone. */}
        <span className="whitespace-nowrap">
          <span aria-hidden className="mx-2">
            ·
          </span>
          {formatReadTime(story.readTimeMinutes)}
        </span>
      </p>
    </StoryTeaser>
  );
}
