import type { Route } from "./+types/author";
import { StaticRegion } from "~/components/static-region";
import { ArticleRows } from "~/components/listing/article-row";
import { appContext } from "~/context";
import { toArticleRows } from "~/lib/server/article-rows.server";
import { notFound } from "~/lib/server/not-found.server";
import { authorFeed, pageMeta, personJsonLd, siteUrlFrom } from "~/lib/seo/seo";
import { brand } from "~/lib/config/site";
import { listArticlesByAuthor } from "~/models/articles.server";
import { getAuthorBySlug, listAuthors } from "~/models/authors.server";
import { Portrait } from "~/components/portrait";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const author = await getAuthorBySlug(db, params.slug);
  if (!author) return notFound(db);
  const [listed, reporters] = await Promise.all([listArticlesByAuthor(db, author.name), listAuthors(db)]);
  // The JSON-LD is built here, on the server, so the builder stays out of the browser's bundle (decision 132).
  const jsonLd = personJsonLd({ author, siteUrl: env.SITE_URL });
  return { author, articles: toArticleRows(listed, reporters), jsonLd };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { author } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  return pageMeta({
    title: `${author.name}, ${author.role}`,
    description: `${author.name}, ${author.role} at ${brand}: ${author.tagline}`,
    path: `/author/${author.slug}`,
    siteUrl,
    type: "profile",
    feeds: [authorFeed(author)],
    jsonLd: loaderData.jsonLd,
  });
}

function publishedCount(count: number) {
  return `${count} ${count === 1 ? "article" : "articles"} published`;
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, articles } = loaderData;
  return (
    // The whole page is read, not used: the browser keeps the server's HTML, pictures included
    // (decisions 130 and 134).
    <StaticRegion>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="grid gap-8 border-b-2 border-ink pb-10 sm:grid-cols-[10rem_1fr] sm:gap-10">
          {/* The portrait is at the top of the page, so it loads at once rather than lazily. */}
          <Portrait
            person={author}
            width={author.portraitWidth}
            height={author.portraitHeight}
            eager
            className="size-32 border border-rule sm:size-40"
          />
          <div>
            <p className="kicker">Reporter</p>
            <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">
              {author.name}
            </h1>
            <p className="mt-2 font-sans text-base font-medium text-muted">{author.role}</p>
            <div
              className="prose-article mt-6 text-lg [&_p]:mb-4"
              data-testid="author-bio"
              // Sanitised by the content loader (docs/decisions/002-content-as-files.md).
              dangerouslySetInnerHTML={{ __html: author.bioHtml }}
            />
          </div>
        </header>
        <section aria-labelledby="author-articles" className="pt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-rule pb-4">
            <h2 id="author-articles" className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">
              Articles by {author.name}
            </h2>
            <p className="font-sans text-sm text-muted" data-testid="author-article-count">
              {publishedCount(articles.length)}
            </p>
          </div>
          {articles.length === 0 ? (
            <p className="py-12 font-serif text-xl text-muted">No articles found for this author.</p>
          ) : (
            <ArticleRows articles={articles} on="author" />
          )}
        </section>
      </div>
    </StaticRegion>
  );
}
