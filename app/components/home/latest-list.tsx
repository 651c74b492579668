import { Link } from "react-router";
import { formatReadTime } from "~/lib/utils/format";
import type { ArticleListItem } from "~/types/content";

/** A compact river of the newest stories not already on the front. */
export function LatestList({ articles }: { articles: ArticleListItem[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="latest-heading">
      <h2
        id="latest-heading"
        className="border-b-2 border-ink pb-2 font-sans text-sm font-bold tracking-[0.14em] uppercase"
      >
        Latest
      </h2>
      <ul className="grid gap-x-10 md:grid-cols-2">
        {articles.map((article) => (
          <li key={article.id} className="border-b border-rule py-5">
            <p className="kicker">{article.category}</p>
            <Link
              to={`/articles/${article.slug}`}
              className="mt-1.5 block font-serif text-lg leading-snug font-semibold hover:text-accent"
            >
              {article.title}
            </Link>
            <p className="mt-1.5 font-sans text-xs text-muted">
              {article.authorName} · {formatReadTime(article.readTimeMinutes)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
