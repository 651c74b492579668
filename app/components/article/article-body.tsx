import { brand } from "~/lib/config/site";

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
  year: string;
};

/** Hero image (the page's largest paint, so eager and high priority), satire label, lede and body. */
export function ArticleBody({ article, year }: Props) {
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
      <p
        className="mt-8 border-l-2 border-accent pl-4 font-sans text-sm text-muted"
        data-testid="satire-label"
      >
        <strong className="font-semibold text-ink">Satire.</strong> This story is set in {year} and is a work
        of fiction. Any resemblance to events that have not happened yet is coincidental.
      </p>
      <p className="mt-8 font-serif text-[1.3rem] leading-[1.6] text-ink first-letter:float-left first-letter:mt-1 first-letter:mr-2 first-letter:font-serif first-letter:text-[4.2rem] first-letter:leading-[0.8] first-letter:font-semibold">
        {article.lede}
      </p>
      <div className="prose-article mt-6" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
    </>
  );
}
