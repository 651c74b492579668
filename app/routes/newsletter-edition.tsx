import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/newsletter-edition";
import { PageIntro } from "~/components/layout/page-intro";
import { ArticleRows } from "~/components/listing/article-row";
import { appContext } from "~/context";
import { toArticleRows } from "~/lib/server/article-rows.server";
import { newsletterFeed, pageMeta, siteUrlFrom } from "~/lib/seo/seo";
import { formatLongDate } from "~/lib/utils/format";
import { listArticlesBySlugs } from "~/models/articles.server";
import { listAuthors } from "~/models/authors.server";
import { editionPath } from "~/lib/newsletter/paths";
import { getEdition, latestEdition, nextSendingDay } from "~/models/newsletter/editions.server";
import { StatusScreen } from "~/components/layout/status-screens";
import { newsletterName } from "~/lib/config/site";

export const handle = { header: "back" };

export async function loader({ params, context }: Route.LoaderArgs) {
  // Only a plain positive number names an edition; anything else is a page that does not exist.
  const number = /^[1-9]\d{0,8}$/.test(params.number) ? Number(params.number) : NaN;
  const { db } = context.get(appContext);
  const edition = Number.isSafeInteger(number) ? await getEdition(db, number) : undefined;
  if (!edition) {
    const latest = Number.isSafeInteger(number) ? await latestEdition(db) : undefined;
    const latestNumber = latest?.number ?? 0;
    // A number after the latest is an edition that has not gone out yet: still a 404 (there is nothing
    // at the address), but it says so, and when the next one goes (decision 148).
    if (number > latestNumber)
      throw data(
        {
          notYet: {
            number,
            latest: latestNumber || null,
            latestPath: editionPath(latestNumber),
            next: formatLongDate(nextSendingDay(new Date()).toISOString()),
          },
        },
        { status: 404 },
      );
    throw data(null, { status: 404 });
  }
  const [listed, reporters] = await Promise.all([
    listArticlesBySlugs(db, edition.storySlugs),
    listAuthors(db),
  ]);
  return {
    number: edition.number,
    subject: edition.subject,
    coversUntil: edition.coversUntil,
    path: editionPath(edition.number),
    stories: toArticleRows(listed, reporters),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `${newsletterName} No. ${loaderData.number}`,
    description: loaderData.subject,
    path: loaderData.path,
    siteUrl: siteUrlFrom(matches),
    feeds: [newsletterFeed],
  });
}

export default function NewsletterEdition({ loaderData }: Route.ComponentProps) {
  const { number, subject, coversUntil, stories } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro
        kicker={`${newsletterName} · No. ${number} · ${formatLongDate(coversUntil)}`}
        title={subject}
      >
        The edition as it went to subscribers: {stories.length} {stories.length === 1 ? "story" : "stories"}{" "}
        from the week.{" "}
        <Link to="/newsletter" className="text-accent hover:underline">
          Sign up
        </Link>{" "}
        for the next one, or{" "}
        <Link to="/newsletter/editions" className="text-accent hover:underline">
          read past editions
        </Link>
        .
      </PageIntro>
      <ArticleRows articles={stories} on="category" />
    </div>
  );
}

type NotYet = { number: number; latest: number | null; latestPath: string; next: string };

/** An edition that has not gone out yet says so; every other error is the site's own screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notYet: NotYet | undefined =
    isRouteErrorResponse(error) && error.status === 404 ? error.data?.notYet : undefined;
  if (!notYet) throw error;
  const nextIsIt = notYet.number === (notYet.latest ?? 0) + 1;
  return (
    <StatusScreen kicker={newsletterName} title={`No. ${notYet.number} is not out yet`}>
      <p className="mt-6 font-serif text-xl text-balance">
        {nextIsIt
          ? `It goes out on Friday, ${notYet.next}, if the week has stories to send.`
          : `Editions go out one a week; the next is due on Friday, ${notYet.next}.`}
      </p>
      <p className="mt-2 text-muted">
        {notYet.latest ? (
          <>
            The latest is{" "}
            <Link to={notYet.latestPath} className="text-accent hover:underline">
              No. {notYet.latest}
            </Link>
            .
          </>
        ) : (
          "None has gone out yet."
        )}{" "}
        <Link to="/newsletter" className="text-accent hover:underline">
          Sign up
        </Link>{" "}
        to have the next one in your inbox.
      </p>
    </StatusScreen>
  );
}
