import { LazyImage } from "~/components/lazy-image";
import { StoryTeaser, TeaserByline } from "~/components/story/story-teaser";
import { formatReadTime } from "~/lib/utils/format";
import type { ArticleRowData } from "~/types/content";
import { SectionLabel } from "~/components/ui/section-label";
import { Dateline } from "~/components/home/dateline";

/**
 * One story in a listing: thumbnail, headline, standfirst and byline, as on a broadsheet's section page.
 * On a reporter's own page the byline would only repeat their name, so it names the section instead.
 */
export function ArticleRow({
  article,
  on,
  lead = false,
}: {
  article: ArticleRowData;
  on: "category" | "author";
  /** The first row's picture is usually the largest thing in view, so it loads with the page. */
  lead?: boolean;
}) {
  const picture = {
    src: article.imageSrc,
    alt: "",
    width: article.imageWidth,
    height: article.imageHeight,
    sizes: "(min-width: 640px) 15rem, 100vw",
  };
  return (
    <StoryTeaser
      variant="row"
      story={article}
      className="grid gap-5 py-8 sm:grid-cols-[minmax(0,15rem)_1fr] sm:gap-8"
      data-testid="article-row"
      picture={
        lead ? (
          // The frame keeps the picture's box (and a quiet surface if it fails) like LazyImage does.
          <span
            className="relative block overflow-hidden border border-rule bg-surface"
            style={{ aspectRatio: `${picture.width} / ${picture.height}` }}
          >
            <img
              {...picture}
              alt={picture.alt}
              loading="eager"
              fetchPriority="high"
              className="absolute inset-0 size-full object-cover"
            />
          </span>
        ) : (
          <LazyImage {...picture} className="border border-rule" />
        )
      }
      headlineClassName="font-serif text-2xl leading-tight font-semibold tracking-tight text-balance"
      linkClassName="text-ink hover:text-accent hover:underline hover:decoration-1 hover:underline-offset-4"
      kicker={on === "author" && <SectionLabel category={article.category} link className="mb-2" />}
    >
      <p className="mt-3 font-serif text-lg leading-relaxed text-muted">{article.excerpt}</p>
      <p className="mt-4 font-sans text-sm text-muted">
        {on === "category" && (
          <>
            <span>
              <TeaserByline story={article} />
            </span>
            <span aria-hidden className="mx-2">
              ·
            </span>
          </>
        )}
        {/* The story's future date, as on the front page's cards: a reporter's list reads as a record. */}
        <Dateline value={article.dateline} />
        <span aria-hidden className="mx-2">
          ·
        </span>
        <span className="whitespace-nowrap">{formatReadTime(article.readTimeMinutes)}</span>
      </p>
    </StoryTeaser>
  );
}

/** A section page's list of stories, ruled between rows; the first row's picture loads with the page. */
export function ArticleRows({ articles, on }: { articles: ArticleRowData[]; on: "category" | "author" }) {
  return (
    <ul className="divide-y divide-rule">
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleRow article={article} on={on} lead={index === 0} />
        </li>
      ))}
    </ul>
  );
}
