import type { Route } from "./+types/debug";
import { appContext } from "~/context";
import { staticPageMeta } from "~/lib/seo/seo";
import { defaultAuthorName } from "~/lib/config/site";
import { listArticles } from "~/models/articles.server";

const shownArticles = 3;

// A failed D1 call is a DatabaseUnavailableError, whose message is the reader-facing one.
const describeFailure = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const meta = staticPageMeta({
  title: "Debug",
  description: "Checks the database connection: the article total and the first articles.",
  path: "/debug",
  noindex: true,
});

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  try {
    const articles = await listArticles(db);
    return {
      error: null,
      total: articles.length,
      first: articles.slice(0, shownArticles).map((article) => ({
        id: article.id,
        title: article.title,
        category: article.category,
        author: article.authorName || defaultAuthorName,
      })),
    };
  } catch (error) {
    // A page for checking the database connection: it reports the failure instead of failing itself.
    console.error("Debug page could not list articles", error);
    return { error: describeFailure(error), total: 0, first: [] };
  }
}

export default function Debug({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 font-sans sm:px-6 sm:py-16">
      <p className="kicker">Diagnostics</p>
      <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight">Debug</h1>
      {loaderData.error !== null ? (
        <p role="alert" className="mt-8 border-l-4 border-danger pl-4 text-danger">
          Error: {loaderData.error}
        </p>
      ) : (
        <>
          <p className="mt-8 text-lg">
            Total articles: <strong data-testid="debug-total">{loaderData.total}</strong>
          </p>
          <h2 className="kicker mt-10 border-b border-rule pb-3">First {shownArticles} articles</h2>
          <ol className="divide-y divide-rule">
            {loaderData.first.map((article) => (
              <li key={article.id} className="py-4" data-testid="debug-article">
                <p className="font-serif text-xl font-semibold">{article.title}</p>
                <p className="mt-1 text-sm text-muted">
                  Category: <span className="text-ink">{article.category}</span> · Author:{" "}
                  <span className="text-ink">{article.author}</span>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
