import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { CategoryGrid } from "~/components/home/category-grid";
import { Masthead } from "~/components/home/masthead";
import { MeetAuthors } from "~/components/home/meet-authors";
import { MostRead } from "~/components/home/most-read";
import { ReaderThanks } from "~/components/home/reader-banners";
import { RecentArticles } from "~/components/home/recent-articles";
import { SectionRows } from "~/components/home/section-rows";
import { InlineSponsor, SponsorRail } from "~/components/home/sponsor-rail";
import { StaticRegion } from "~/components/static-region";
import { appContext } from "~/context";
import { pageMeta, siteUrlFrom, websiteJsonLd } from "~/lib/seo/seo";
import { brand, tagline } from "~/lib/config/site";
import { listAuthors } from "~/models/authors.server";
import { getFrontPage } from "~/models/front-page.server";
import type { loader as rootLoader } from "~/root";
import { italicFontPreload } from "~/lib/config/fonts";
import { formatEditionDate } from "~/lib/utils/format";

// This page sets italic text (taglines, pull quotes), so its face is preloaded with the others.
export const links: Route.LinksFunction = () => italicFontPreload;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta({
    title: `${brand} — ${tagline}`,
    description: `${tagline} Satirical dispatches from the 2040s to the 2070s: AI, space, cities, work and the small absurdities of tomorrow.`,
    path: "/",
    siteUrl,
    jsonLd: loaderData?.jsonLd,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const [front, authors] = await Promise.all([getFrontPage(db), listAuthors(db)]);
  return {
    ...front,
    authors,
    // Built here, on the server, so the builder stays out of the browser's bundle (decision 132).
    jsonLd: websiteJsonLd(env.SITE_URL),
    // Rendered once on the server, so the edition line never disagrees with hydration.
    date: formatEditionDate(new Date()),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { recent, mostRead, sections, authors, date, edition } = loaderData;
  return (
    // Headlines, lists, pictures and house ads are read, not used: the browser keeps the server's HTML
    // for the whole page, and the section rows' pictures load from the document's one observer
    // (decisions 130 and 134).
    <StaticRegion>
      <div className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
        <Masthead supportUrl={root?.supportUrl ?? "#"} date={date} edition={edition} />
        <div className="mt-4 grid gap-12 sm:mt-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
          <RecentArticles articles={recent} />
          <div className="lg:border-l lg:border-rule lg:pl-8">
            <MostRead articles={mostRead} />
          </div>
        </div>
        <div className="mt-16 grid gap-14 lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-12">
          {/* No narrower than its rows' content is the grid's default; the rows far down the page skip
              their layout until the reader comes near (decision 193) and then report the width they were
              last laid out at, which held the page at 884 px after a window went from 1280 to 320 px. */}
          <div className="min-w-0 space-y-14">
            <InlineSponsor ad="premium" />
            <SectionRows sections={sections} between={{ 3: <InlineSponsor ad="featured" /> }} />
          </div>
          <SponsorRail />
        </div>
        <div className="mt-20 space-y-20">
          <MeetAuthors authors={authors} />
          <CategoryGrid />
          <ReaderThanks />
        </div>
      </div>
    </StaticRegion>
  );
}
