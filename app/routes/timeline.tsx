import { data, Link } from "react-router";
import type { Route } from "./+types/timeline";
import { StaticRegion } from "~/components/static-region";
import { CategoryFilter } from "~/components/timeline/category-filter";
import { TimelineDecades } from "~/components/timeline/timeline-decades";
import { appContext } from "~/context";
import { categoryByPath } from "~/lib/config/categories";
import { itemListJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo/seo";
import { groupByDecade } from "~/lib/futures/timeline";
import { toTimelineStories } from "~/lib/server/article-rows.server";
import { listAuthors } from "~/models/authors.server";
import { listTimelineArticles } from "~/models/timeline.server";

const title = "The Timeline";
const description =
  "Every story from The Future Dispatch placed on the year it is datelined, from now to the 2070s. Satire, reported as news.";

/** `?category=space-beyond`: a section's route without its slash; anything else is a 404. */
function filterFrom(url: URL) {
  const value = url.searchParams.get("category");
  if (value === null || value === "") return { category: undefined };
  const category = categoryByPath(`/${value}`);
  if (!category) throw data(null, { status: 404 });
  return { category };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { category } = filterFrom(new URL(request.url));
  const { db, env } = context.get(appContext);
  const [articles, reporters] = await Promise.all([
    listTimelineArticles(db, category?.name),
    listAuthors(db),
  ]);
  const stories = toTimelineStories(articles, reporters);
  const name = timelineName(category?.path ?? null);
  const byDateline = [...stories].sort((a, b) => a.dateline.localeCompare(b.dateline));
  // Built here, on the server, so the builder stays out of the browser's bundle (decision 132).
  const jsonLd = itemListJsonLd({
    name,
    description,
    path: "/timeline",
    items: byDateline,
    siteUrl: env.SITE_URL,
  });
  return { categoryPath: category?.path ?? null, stories, presentYear: new Date().getUTCFullYear(), jsonLd };
}

function timelineName(categoryPath: string | null) {
  const category = categoryPath ? categoryByPath(categoryPath) : undefined;
  return category ? `${title}: ${category.displayName}` : title;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = timelineName(loaderData?.categoryPath ?? null);
  const siteUrl = siteUrlFrom(matches);
  return pageMeta({
    title: name,
    description,
    path: "/timeline",
    siteUrl,
    image: "/images/share/timeline.png",
    imageAlt: "The Future Dispatch: the Timeline of the future, 2040s to 2070s",
    jsonLd: loaderData?.jsonLd,
  });
}

export default function TimelinePage({ loaderData }: Route.ComponentProps) {
  const { stories, presentYear } = loaderData;
  const category = loaderData.categoryPath ? categoryByPath(loaderData.categoryPath) : undefined;
  const decades = groupByDecade(stories);
  return (
    // The whole page is read, not used: the browser keeps the server's HTML, the stories' pictures
    // included (decisions 130 and 134). The section filter is plain links.
    <StaticRegion>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="border-b-2 border-ink pb-8">
          <p className="kicker">The Timeline</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            {category ? `${category.displayName}, year by year` : "The future, year by year"}
          </h1>
          <p className="mt-4 max-w-2xl font-serif text-xl leading-relaxed text-muted">
            Every dispatch placed on the year it is datelined. Start from today and read your way forward; to
            see which of these futures readers expect, consult{" "}
            <Link to="/odds" className="text-ink underline underline-offset-4 hover:text-accent">
              the Odds
            </Link>
            .
          </p>
          <CategoryFilter active={category} />
        </header>
        {stories.length === 0 ? (
          <p className="py-16 font-serif text-xl text-muted" data-testid="timeline-empty">
            {category
              ? `No ${category.displayName} stories on the timeline yet. The future is still being filed.`
              : "No stories on the timeline yet. The future is still being filed."}
          </p>
        ) : (
          <TimelineDecades decades={decades} presentYear={presentYear} />
        )}
      </div>
    </StaticRegion>
  );
}
