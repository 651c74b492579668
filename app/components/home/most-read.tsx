import { StoryTeaser } from "~/components/story/story-teaser";
import type { ArticleListItem } from "~/types/content";
import { Dateline } from "./dateline";

/** The numbered "Most read" list beside the lead: the most read of the week, else the newest (decision 118). */
export function MostRead({ articles }: { articles: ArticleListItem[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="most-read-heading">
      <h2
        id="most-read-heading"
        className="flex items-baseline justify-between border-b-2 border-ink pb-2 font-sans text-xs font-bold tracking-[0.14em] uppercase"
      >
        Most read
        <span className="text-[0.6875rem] font-normal tracking-normal text-muted normal-case">this week</span>
      </h2>
      <ol className="divide-y divide-rule">
        {articles.map((article, index) => (
          <StoryTeaser
            key={article.id}
            variant="numbered"
            as="li"
            story={article}
            stretched
            className="group relative flex gap-4 py-3"
            rank={
              <span
                aria-hidden
                className="w-6 shrink-0 font-serif text-3xl leading-none font-semibold text-accent"
              >
                {index + 1}
              </span>
            }
            bodyClassName="min-w-0"
            headlineClassName="mt-0.5 font-serif text-base leading-snug font-semibold text-balance"
            kicker={
              <p className="font-sans text-[0.6875rem] tracking-wide text-muted uppercase">
                <Dateline value={article.dateline} />
              </p>
            }
          />
        ))}
      </ol>
    </section>
  );
}
