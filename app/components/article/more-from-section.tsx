import { StoryTeaser } from "~/components/story/story-teaser";
import { formatLongDate, formatReadTime } from "~/lib/utils/format";
import type { ArticleListItem } from "~/types/content";
import { SectionLabel } from "~/components/ui/section-label";

type Story = Pick<
  ArticleListItem,
  "id" | "slug" | "title" | "category" | "readTimeMinutes" | "dateline" | "imageSrc"
>;

/**
 * "More from {section}" after the story: the section's other stories, newest first. A section with fewer
 * than three others is topped up with the newest stories elsewhere, each under its own section's name.
 */
export function MoreFromSection({ section, stories }: { section: string; stories: Story[] }) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="more-from-heading" data-testid="more-from" className="mt-14">
      <h2
        id="more-from-heading"
        className="border-b-2 border-ink pb-2 font-sans text-sm font-bold tracking-[0.14em] uppercase"
      >
        More from {section}
      </h2>
      <ol className="divide-y divide-rule">
        {stories.map((story) => (
          <StoryTeaser
            key={story.id}
            variant="result"
            as="li"
            story={story}
            className="flex gap-4 py-5"
            heading={null}
            linkClassName="mt-1 block font-serif text-xl leading-snug font-semibold text-balance hover:text-accent"
            bodyClassName="min-w-0 flex-1"
            kicker={<SectionLabel category={story.category} />}
            picture={
              <img
                src={story.imageSrc}
                alt=""
                width={128}
                height={72}
                loading="lazy"
                decoding="async"
                className="hidden aspect-[16/9] w-32 shrink-0 self-start bg-surface object-cover sm:block"
              />
            }
          >
            <p className="mt-1.5 font-sans text-xs text-muted">
              <time dateTime={story.dateline}>{formatLongDate(story.dateline)}</time>
              <span aria-hidden> · </span>
              {formatReadTime(story.readTimeMinutes)}
            </p>
          </StoryTeaser>
        ))}
      </ol>
    </section>
  );
}
