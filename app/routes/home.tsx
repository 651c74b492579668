import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { CategoryGrid } from "~/components/home/category-grid";
import { LatestList } from "~/components/home/latest-list";
import { Masthead } from "~/components/home/masthead";
import { MeetAuthors } from "~/components/home/meet-authors";
import { SubmitStoryCta, ThankYouBanner } from "~/components/home/reader-banners";
import { RecentArticles } from "~/components/home/recent-articles";
import { SponsorRail } from "~/components/home/sponsor-rail";
import { appContext } from "~/context";
import { pageMeta, siteUrlFrom, websiteJsonLd } from "~/lib/seo/seo";
import { brand, tagline } from "~/lib/config/site";
import { listArticles, listRecentFlagged } from "~/models/articles.server";
import { listAuthors } from "~/models/authors.server";
import type { loader as rootLoader } from "~/root";

const latestCount = 6;
const editionFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta({
    title: `${brand} — ${tagline}`,
    description: `${tagline} Satirical dispatches from the 2040s to the 2070s: AI, space, cities, work and the small absurdities of tomorrow.`,
    path: "/",
    siteUrl,
    jsonLd: websiteJsonLd(siteUrl),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [recent, all, authors] = await Promise.all([
    listRecentFlagged(db),
    listArticles(db),
    listAuthors(db),
  ]);
  const onFront = new Set(recent.map((article) => article.id));
  return {
    recent,
    latest: all.filter((article) => !onFront.has(article.id)).slice(0, latestCount),
    authors,
    // Rendered once on the server, so the edition line never disagrees with hydration.
    edition: editionFormat.format(new Date()),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <Masthead supportUrl={root?.supportUrl ?? "#"} edition={loaderData.edition} />
      <div className="mt-10 grid gap-14 lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-12">
        <div className="space-y-16">
          <RecentArticles articles={loaderData.recent} />
          <LatestList articles={loaderData.latest} />
          <CategoryGrid />
          <MeetAuthors authors={loaderData.authors} />
        </div>
        <SponsorRail />
      </div>
      <div className="mt-16 space-y-16">
        <ThankYouBanner />
        <SubmitStoryCta />
      </div>
    </div>
  );
}
