import { Link } from "react-router";
import type { Route } from "./+types/newsletter-editions";
import { PageIntro } from "~/components/layout/page-intro";
import { EditionPreview } from "~/components/newsletter/edition-preview";
import { newsletterName } from "~/lib/config/site";
import { loadEditionPreview } from "~/services/newsletter/preview.server";
import { appContext } from "~/context";
import { newsletterFeed, staticPageMeta } from "~/lib/seo/seo";
import { formatLongDate } from "~/lib/utils/format";
import { editionPath } from "~/lib/newsletter/paths";
import { listEditions, nextSendingDay } from "~/models/newsletter/editions.server";

export const handle = { header: "back" };

export const meta = staticPageMeta({
  title: "Past editions",
  description: `Every edition of ${newsletterName}, the newsletter of The Future Dispatch: the week in the future, as it was sent.`,
  path: "/newsletter/editions",
  feeds: [newsletterFeed],
});

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const editions = await listEditions(db);
  return {
    editions: editions.map((edition) => ({ ...edition, path: editionPath(edition.number) })),
    // Before the first edition the archive shows what one will carry, rather than one bare line.
    sample: editions.length ? null : await loadEditionPreview(db),
    firstFriday: formatLongDate(nextSendingDay(new Date()).toISOString()),
  };
}

export default function NewsletterEditions({ loaderData }: Route.ComponentProps) {
  const { editions, sample, firstFriday } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro kicker={newsletterName} title="Past editions">
        The week in the future, every Friday morning.{" "}
        <Link to="/newsletter" className="text-accent hover:underline">
          Sign up
        </Link>{" "}
        to have the next one in your inbox.
      </PageIntro>
      {sample ? (
        <>
          <p className="mt-10 font-serif text-lg text-muted" data-testid="archive-empty">
            No edition has gone out yet: the first arrives on Friday, {firstFriday}.
          </p>
          <EditionPreview preview={sample} />
        </>
      ) : (
        <ol className="mt-6 divide-y divide-rule" aria-label="Editions, newest first">
          {editions.map((edition) => (
            <li key={edition.number} className="py-6">
              <p className="kicker">
                No. {edition.number} ·{" "}
                <time dateTime={edition.coversUntil}>{formatLongDate(edition.coversUntil)}</time>
              </p>
              <h2 className="mt-2 font-serif text-2xl leading-snug font-semibold">
                <Link to={edition.path} className="hover:text-accent">
                  {edition.subject}
                </Link>
              </h2>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
