import { Link } from "react-router";
import type { Route } from "./+types/corrections";
import { PageIntro } from "~/components/layout/page-intro";
import { appContext } from "~/context";
import { staticPageMeta } from "~/lib/seo/seo";
import { formatLongDate } from "~/lib/utils/format";
import { listCorrections } from "~/models/corrections.server";

export const meta = staticPageMeta({
  title: "Corrections",
  description:
    "Every correction The Future Dispatch has made to a story, newest first: what we got wrong, and what is right.",
  path: "/corrections",
});

export async function loader({ context }: Route.LoaderArgs) {
  return { corrections: await listCorrections(context.get(appContext).db) };
}

// The real record of the magazine's mistakes; the satirical corrections column is a story like any other.
export default function Corrections({ loaderData }: Route.ComponentProps) {
  const { corrections } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro kicker="The record" title="Corrections">
        When a story gets something wrong, we correct it, date the correction at the end of the story and list
        it here, newest first.
      </PageIntro>
      {corrections.length === 0 ? (
        <p className="mt-10 font-serif text-lg text-muted">No story has needed a correction yet.</p>
      ) : (
        <ol className="mt-6 divide-y divide-rule" aria-label="Corrections, newest first">
          {corrections.map((correction) => (
            <li key={`${correction.slug}${correction.date}${correction.wrong}`} className="py-6">
              <p className="kicker">
                <time dateTime={correction.date}>{formatLongDate(correction.date)}</time>
              </p>
              <h2 className="mt-2 font-serif text-2xl leading-snug font-semibold">
                <Link to={`/articles/${correction.slug}`} className="hover:text-accent">
                  {correction.title}
                </Link>
              </h2>
              <p className="mt-3 font-sans text-sm leading-relaxed">
                {`The story said: ${correction.wrong} Correct: ${correction.right}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
