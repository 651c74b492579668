import { data, Link } from "react-router";
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
import { getEdition } from "~/models/newsletter/editions.server";

export const handle = { header: "back" };

export async function loader({ params, context }: Route.LoaderArgs) {
  // Only a plain positive number names an edition; anything else is a page that does not exist.
  const number = /^[1-9]\d{0,8}$/.test(params.number) ? Number(params.number) : NaN;
  const { db } = context.get(appContext);
  const edition = Number.isSafeInteger(number) ? await getEdition(db, number) : undefined;
  if (!edition) throw data(null, { status: 404 });
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
    title: `Newsletter No. ${loaderData.number}`,
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
        kicker={`The week in the future · No. ${number} · ${formatLongDate(coversUntil)}`}
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
