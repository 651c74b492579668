import { Link } from "react-router";
import { cn } from "~/lib/utils/cn";
import { formatReadTime } from "~/lib/utils/format";
import type { ArticleListItem } from "~/types/content";
import { StoryBadge } from "./badge";

function StoryCard({ article, lead }: { article: ArticleListItem; lead?: boolean }) {
  return (
    <article className={cn("group relative flex flex-col", lead && "md:col-span-2")}>
      <img
        src={article.imageSrc}
        alt={article.imageAlt}
        width={article.imageWidth}
        height={article.imageHeight}
        loading="eager"
        fetchPriority={lead ? "high" : undefined}
        className={cn("h-[225px] w-full bg-surface object-cover", lead && "md:h-[380px]")}
      />
      <div className="mt-4 flex items-center gap-3">
        {article.badge && <StoryBadge badge={article.badge} />}
        <span className="kicker">{article.category}</span>
      </div>
      <h3
        className={cn(
          "mt-2 font-serif font-semibold tracking-tight text-balance",
          lead ? "text-3xl leading-[1.1] sm:text-4xl" : "text-xl leading-snug",
        )}
      >
        <Link
          to={`/articles/${article.slug}`}
          className="after:absolute after:inset-0 group-hover:text-accent"
        >
          {article.title}
        </Link>
      </h3>
      <p
        className={cn(
          "mt-3 font-serif text-muted",
          lead ? "text-lg leading-relaxed" : "text-base leading-relaxed",
        )}
      >
        {article.excerpt}
      </p>
      <p className="mt-3 font-sans text-xs text-muted">
        {article.authorName} · {formatReadTime(article.readTimeMinutes)}
      </p>
    </article>
  );
}

/** Home "Recent Articles": the lead story large, the other two beside it. */
export function RecentArticles({ articles }: { articles: ArticleListItem[] }) {
  const [lead, ...rest] = articles;
  if (!lead) return null;
  return (
    <section aria-labelledby="recent-heading">
      <h2
        id="recent-heading"
        className="border-b-2 border-ink pb-2 font-sans text-sm font-bold tracking-[0.14em] uppercase"
      >
        Recent Articles
      </h2>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <StoryCard article={lead} lead />
        {rest.map((article) => (
          <StoryCard key={article.id} article={article} />
        ))}
      </div>
    </section>
  );
}
