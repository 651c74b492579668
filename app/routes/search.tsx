import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/search";
import { LatestStories } from "~/components/not-found/way-out";
import { SearchResultsList } from "~/components/search/search-results-list";
import { appContext } from "~/context";
import { pageMeta, siteUrlFrom } from "~/lib/seo/seo";
import { brand } from "~/lib/config/site";
import { isTooLongQuery, maxQueryLength } from "~/lib/search/query";
import { latestStories } from "~/lib/server/not-found.server";
import { retryAfterHeader } from "~/lib/server/rate-limit.server";
import { readerSearchDeps, searchArticles } from "~/services/search.server";
import { Button } from "~/components/ui/button";

/**
 * The same for every query, and noindex: a query in the title or the Open Graph and Twitter tags
 * would let anyone mint a link preview under the site's name (decision 117).
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Search",
    description: `Search every article of ${brand}: satire from the 2040s to the 2070s.`,
    // Every query is a view of one page; crawlers are pointed at the search page itself.
    path: "/search",
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, ctx } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim();
  const page = Math.min(1000, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  // A query past the cap is neither searched nor echoed: the page says so, with an empty box.
  if (isTooLongQuery(params.get("q") ?? "")) {
    const notice = `That search is too long. Searches can be up to ${maxQueryLength} characters; a few words work best.`;
    return data({ query: "", page, results: [], notice, latest: [] }, { status: 400 });
  }
  const { results, limited } = await searchArticles(readerSearchDeps(db, env, request, ctx), query);
  if (limited) {
    return data(
      { query, page, results, notice: limited.message, latest: [] },
      { status: 429, headers: retryAfterHeader(limited) },
    );
  }
  // No results is no dead end: the newest stories go with the answer.
  const latest = query && results.length === 0 ? await latestStories(db) : [];
  return { query, page, results, notice: null, latest };
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, page, results, notice, latest } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  return (
    <div className="mx-auto max-w-4xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:px-8">
      <p className="kicker">Search the archive</p>
      <h1 className="mt-3 font-serif text-4xl leading-tight font-semibold tracking-tight break-words sm:text-5xl">
        {query ? <>Results for “{query}”</> : "Search"}
      </h1>
      <Form
        method="get"
        action="/search"
        role="search"
        className="mt-8 flex gap-2 border-b-2 border-ink pb-8"
      >
        <label htmlFor="search-page-query" className="sr-only">
          Search articles
        </label>
        <input
          key={query}
          id="search-page-query"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={maxQueryLength}
          placeholder="Mars, robots, the four-hour week…"
          autoComplete="off"
          className="h-12 min-w-0 flex-1 border border-rule bg-paper px-4 font-serif text-lg text-ink placeholder:text-muted focus:border-accent"
        />
        <Button type="submit" size="xl">
          Search
        </Button>
      </Form>
      <section aria-label="Search results" aria-busy={searching} className="mt-10">
        {searching ? (
          <p role="status" className="font-serif text-xl text-muted">
            Searching...
          </p>
        ) : notice ? (
          <p role="alert" className="font-serif text-xl text-ink">
            {notice}
          </p>
        ) : !query ? (
          <p className="font-serif text-xl text-muted">Please enter a search term</p>
        ) : results.length === 0 ? (
          <div>
            <p className="font-serif text-2xl font-semibold text-ink">No results found</p>
            <p className="mt-2 font-serif text-lg text-muted">
              Words of three letters or more work best; any one of them may match.
            </p>
            <div className="max-w-xl font-sans">
              <LatestStories stories={latest} />
            </div>
          </div>
        ) : (
          <>
            <p className="mb-6 font-sans text-sm text-muted">
              {results.length === 1 ? "1 article found" : `${results.length} articles found`}
            </p>
            <SearchResultsList key={`${query}\n${page}`} query={query} results={results} initialPage={page} />
          </>
        )}
      </section>
    </div>
  );
}
