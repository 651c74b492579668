import { Link } from "react-router";
import type { Route } from "./+types/form";
import { StaticRegion } from "~/components/static-region";
import { ArticleRows } from "~/components/listing/article-row";
import { appContext } from "~/context";
import { toArticleRows } from "~/lib/server/article-rows.server";
import { notFound } from "~/lib/server/not-found.server";
import { formLabel, labelledForms, type Format } from "~/lib/config/formats";
import { pageMeta, siteUrlFrom } from "~/lib/seo/seo";
import { listArticlesByFormat } from "~/models/articles.server";
import { listAuthors } from "~/models/authors.server";

// One page per labelled form (decision 155): /forms/op-ed, /forms/letters. A report has no page of its
// own; every section page lists them.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const form = formLabel(params.format);
  if (!form) return notFound(db);
  const [listed, reporters] = await Promise.all([
    listArticlesByFormat(db, form.format as Format),
    listAuthors(db),
  ]);
  return { format: form.format, articles: toArticleRows(listed, reporters) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const form = loaderData && formLabel(loaderData.format);
  if (!form) return [];
  return pageMeta({
    title: form.title,
    description: `${form.title}: ${form.blurb} Satire from the future, in the forms a newspaper runs.`,
    path: form.path,
    siteUrl: siteUrlFrom(matches),
  });
}

export default function FormPage({ loaderData }: Route.ComponentProps) {
  const form = formLabel(loaderData.format)!;
  const others = Object.entries(labelledForms).filter(([format]) => format !== form.format);
  return (
    // Read, not used: the server's HTML stays as it is (decisions 130 and 134).
    <StaticRegion>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="border-b-2 border-ink pb-8">
          <p className="kicker">Form</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight sm:text-6xl">{form.title}</h1>
          <p className="mt-4 max-w-2xl font-serif text-xl leading-relaxed text-muted">{form.blurb}</p>
        </header>
        <div className="grid gap-12 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="form-articles">
            <h2 id="form-articles" className="sr-only">
              {form.title}
            </h2>
            {loaderData.articles.length === 0 ? (
              <p className="py-16 font-serif text-xl text-muted">
                No {form.title.toLowerCase()} yet. Check back soon for new content.
              </p>
            ) : (
              <ArticleRows articles={loaderData.articles} on="category" />
            )}
          </section>
          <nav aria-labelledby="form-more" className="pt-8 lg:border-l lg:border-rule lg:pl-8">
            <h2 id="form-more" className="kicker border-b border-rule pb-3">
              More forms
            </h2>
            <ul className="mt-2 divide-y divide-rule font-serif text-lg">
              {others.map(([format, other]) => (
                <li key={format}>
                  <Link to={`/forms/${format}`} className="block py-2 text-ink hover:text-accent">
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </StaticRegion>
  );
}
