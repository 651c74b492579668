import { brand } from "~/lib/config/site";
import { splitDateline } from "~/lib/utils/dateline";

type Props = {
  article: {
    title: string;
    lede: string;
    bodyHtml: string;
    imageSrc: string;
    imageAlt: string;
    imageWidth: number;
    imageHeight: number;
  };
  year: number;
};

/**
 * Hero image (the page's largest paint, so eager and high priority), satire label, lede and body. The hero
 * runs the width of the headline; everything after it keeps to the reading measure.
 */
export function ArticleBody({ article, year }: Props) {
  const { dateline, text } = splitDateline(article.lede);
  return (
    <>
      <figure className="mt-8">
        <img
          src={article.imageSrc}
          alt={article.imageAlt}
          width={article.imageWidth}
          height={article.imageHeight}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="aspect-[16/9] h-auto w-full bg-surface object-cover"
        />
        <figcaption className="mt-2 font-sans text-xs text-muted">Illustration: {brand}</figcaption>
      </figure>
      <div className="reading-measure">
        <p
          className="mt-8 border-l-2 border-accent pl-4 font-sans text-sm text-muted"
          data-testid="satire-label"
        >
          <strong className="font-semibold text-ink">Satire.</strong> This story is set in {year} and is a
          work of fiction. Any resemblance to events that have not happened yet is coincidental.
        </p>
        {dateline && (
          <p className="dateline mt-10" data-testid="dateline">
            {dateline}
          </p>
        )}
        <p className={dateline ? "lede mt-3" : "lede mt-10"}>{text}</p>
        <div className="prose-article mt-6" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      </div>
    </>
  );
}
