import { Link } from "react-router";
import type { Route } from "./+types/category";
import { StaticRegion } from "~/components/static-region";
import { ArticleRows } from "~/components/listing/article-row";
import { appContext } from "~/context";
import { toArticleRows } from "~/lib/server/article-rows.server";
import { notFound } from "~/lib/server/not-found.server";
import { categories, categoryByPath, pagePath } from "~/lib/config/categories";
import { categoryFeed, pageMeta, siteUrlFrom } from "~/lib/seo/seo";
import { listArticlesByCategory } from "~/models/articles.server";
import { listAuthors } from "~/models/authors.server";

// One module serves all nine category routes (app/routes.ts registers it once per path).
export async function loader({ request, context }: Route.LoaderArgs) {
  const category = categoryByPath(pagePath(new URL(request.url)));
  const { db } = context.get(appContext);
  if (!category) return notFound(db);
  const [listed, reporters] = await Promise.all([listArticlesByCategory(db, category.name), listAuthors(db)]);
  return { path: category.path, articles: toArticleRows(listed, reporters) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const category = loaderData && categoryByPath(loaderData.path);
  if (!category) return [];
  return pageMeta({
    title: category.displayName,
    description: `${category.displayName}: ${category.blurb} Satire from the future, reported as news.`,
    path: category.path,
    siteUrl: siteUrlFrom(matches),
    feeds: [categoryFeed(category)],
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const category = categoryByPath(loaderData.path)!;
  const topic = category.displayName;
  const count = loaderData.articles.length;
  return (
    // The whole page is read, not used: the browser keeps the server's HTML, pictures included
    // (decisions 130 and 134).
    <StaticRegion>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="border-b-2 border-ink pb-8">
          <p className="kicker">Section</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight sm:text-6xl">{topic}</h1>
          <p className="mt-4 max-w-2xl font-serif text-xl leading-relaxed text-muted">{category.blurb}</p>
        </header>
        <div className="grid gap-12 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="category-articles">
            <h2 id="category-articles" className="sr-only">
              {topic} articles
            </h2>
            {count === 0 ? (
              <p className="py-16 font-serif text-xl text-muted">
                No {topic} articles found. Check back soon for new content.
              </p>
            ) : (
              <ArticleRows articles={loaderData.articles} on="category" />
            )}
          </section>
          <aside className="space-y-10 pt-8 lg:border-l lg:border-rule lg:pl-8" aria-label={`About ${topic}`}>
            <section aria-labelledby="category-topics">
              <h2 id="category-topics" className="kicker border-b border-rule pb-3">
                Topics in this section
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2" data-testid="category-topics">
                {/* Each topic searches the archive for itself: a chip that looks pressable must lead somewhere. */}
                {category.topics.map((label) => (
                  <li key={label}>
                    <Link
                      to={`/search?q=${encodeURIComponent(label)}`}
                      className="inline-block border border-rule px-3 py-1.5 font-sans text-sm text-ink hover:border-accent hover:text-accent"
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <nav aria-labelledby="category-more">
              <h2 id="category-more" className="kicker border-b border-rule pb-3">
                More sections
              </h2>
              <ul className="mt-2 divide-y divide-rule font-serif text-lg">
                {categories
                  .filter((other) => other.path !== category.path)
                  .map((other) => (
                    <li key={other.path}>
                      <Link to={other.path} className="block py-2 text-ink hover:text-accent">
                        {other.displayName}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          </aside>
        </div>
      </div>
    </StaticRegion>
  );
}
