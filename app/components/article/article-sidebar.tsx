import { HouseAd } from "~/components/sponsors/house-ad";
import { articleHouseAd } from "~/components/sponsors/article-house-ad";
import { StoryTeaser } from "~/components/story/story-teaser";
import type { ArticleListItem } from "~/types/content";
import { formatReadTime } from "~/lib/utils/format";
import { SectionLabel } from "~/components/ui/section-label";

type Related = Pick<ArticleListItem, "id" | "slug" | "title" | "category" | "readTimeMinutes">;

/** The side column: the spec's advertisement slot (a house ad) and up to three related articles. */
export function ArticleSidebar({ related }: { related: Related[] }) {
  return (
    <aside aria-label="More to read" className="space-y-10 lg:sticky lg:top-24 lg:self-start">
      <HouseAd ad={articleHouseAd} />
      {related.length > 0 && (
        <section aria-labelledby="trending-heading">
          <h2
            id="trending-heading"
            className="border-b-2 border-ink pb-2 font-sans text-sm font-bold tracking-[0.14em] uppercase"
          >
            Trending
          </h2>
          <ol className="divide-y divide-rule">
            {related.map((article, index) => (
              <StoryTeaser
                key={article.id}
                variant="numbered"
                as="li"
                story={article}
                className="flex gap-4 py-4"
                rank={
                  <span aria-hidden className="font-serif text-3xl leading-none font-semibold text-accent">
                    {index + 1}
                  </span>
                }
                heading={null}
                linkClassName="mt-1 block font-serif text-lg leading-snug font-semibold hover:text-accent"
                kicker={<SectionLabel category={article.category} muted />}
              >
                <p className="mt-1 text-xs text-muted">{formatReadTime(article.readTimeMinutes)}</p>
              </StoryTeaser>
            ))}
          </ol>
        </section>
      )}
    </aside>
  );
}
