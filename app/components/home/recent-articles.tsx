import { FormLabel } from "~/components/story/form-label";
import { StoryTeaser } from "~/components/story/story-teaser";
import { cn } from "~/lib/utils/cn";
import { formatReadTime } from "~/lib/utils/format";
import type { ArticleListItem } from "~/types/content";
import { StoryBadge } from "./badge";
import { Dateline } from "./dateline";
import { SectionLabel } from "~/components/ui/section-label";

/** One of the front page's top stories: the lead large, the other two beside it. */
function StoryCard({ article, lead = false }: { article: ArticleListItem; lead?: boolean }) {
  return (
    <StoryTeaser
      variant="card"
      story={article}
      stretched
      className={cn(
        "group relative flex flex-col",
        // On a phone the two stories under the lead are headlines only, ruled off, so the first
        // screen offers three stories (decision 111), closely spaced so that a kicker of form, badge
        // and section that takes two lines still leaves the third headline above the cookie notice.
        !lead &&
          "border-t border-rule pt-2 md:border-t-0 md:pt-0 lg:border-t lg:pt-5 lg:first:border-t-0 lg:first:pt-0",
      )}
      picture={
        <img
          src={article.imageSrc}
          alt={article.imageAlt}
          width={article.imageWidth}
          height={article.imageHeight}
          // Only the lead picture is the largest paint. React preloads every server-rendered image that is
          // not lazy, so the other two would be fetched ahead of it; lazy, the browser fetches them once
          // laid out (at once beside the lead on wide screens). Their box is fixed, so nothing moves.
          loading={lead ? "eager" : "lazy"}
          fetchPriority={lead ? "high" : undefined}
          decoding={lead ? undefined : "async"}
          // The lead's drawing is shown whole at every width, at the 16:9 it is drawn to: its joke often
          // sits at an edge (a name spelled across the sky, a sign in a corner), and a crop took it away.
          className={cn(
            "w-full bg-surface object-cover",
            lead ? "aspect-video h-auto" : "hidden h-[225px] md:block lg:h-[130px]",
          )}
        />
      }
      headlineClassName={cn(
        "font-serif font-semibold tracking-tight text-balance",
        lead
          ? "mt-1.5 text-[1.625rem] leading-[1.1] sm:mt-2 sm:text-[2.5rem] lg:text-[2.375rem]"
          : "mt-2 text-lg leading-snug sm:text-xl lg:text-[1.1875rem]",
      )}
      // The form's label joins the badge and section on one line: on its own line above them it pushed
      // the third headline under the cookie notice on a phone's first screen.
      formInKicker
      kicker={
        <div
          className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", lead ? "mt-2.5 sm:mt-4" : "md:mt-4")}
        >
          <FormLabel format={article.format} className="mr-0" />
          {article.badge && <StoryBadge badge={article.badge} />}
          <SectionLabel as="span" category={article.category} />
        </div>
      }
    >
      <p
        className={cn(
          "mt-2.5 font-serif text-muted",
          lead
            ? "hidden text-lg leading-relaxed sm:block"
            : "hidden text-base leading-relaxed md:block lg:line-clamp-2",
        )}
      >
        {article.excerpt}
      </p>
      <p className={cn("font-sans text-xs text-muted", lead ? "mt-2 sm:mt-2.5" : "mt-2.5")}>
        <Dateline value={article.dateline} className="font-semibold text-ink" /> · {article.authorName} ·{" "}
        <span className="whitespace-nowrap">{formatReadTime(article.readTimeMinutes)}</span>
      </p>
    </StoryTeaser>
  );
}

/** Home "Recent Articles": the lead story large, the other two stacked beside it. */
export function RecentArticles({ articles }: { articles: ArticleListItem[] }) {
  const [lead, ...rest] = articles;
  if (!lead) return null;
  return (
    <section
      aria-labelledby="recent-heading"
      className="grid gap-3 md:grid-cols-2 md:gap-10 lg:grid-cols-[minmax(0,1.75fr)_minmax(0,1fr)] lg:gap-8"
    >
      {/* The stories speak for themselves on screen; the spec's section name stays for assistive tech. */}
      <h2 id="recent-heading" className="sr-only">
        Recent Articles
      </h2>
      <div className="md:col-span-2 lg:col-span-1 lg:border-r lg:border-rule lg:pr-8">
        <StoryCard article={lead} lead />
      </div>
      {rest.length > 0 && (
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          {rest.map((article) => (
            <StoryCard key={article.id} article={article} />
          ))}
        </div>
      )}
    </section>
  );
}
