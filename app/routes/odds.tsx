import { voteCaps } from "~/lib/config/vote-caps";
import type { Route } from "./+types/odds";
import { CategoryAverages } from "~/components/odds/category-averages";
import { OddsSection } from "~/components/odds/odds-section";
import { UnrankedList } from "~/components/odds/unranked-list";
import { believedVerdict, dividedVerdict, doubtedVerdict } from "~/components/odds/odds-row";
import { appContext } from "~/context";
import { minVotesForDivided, minVotesToRank } from "~/lib/futures/odds";
import { itemListJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo/seo";
import { getOdds } from "~/models/odds.server";

const title = "The Odds";
const description =
  "Which futures do readers expect to see? Every story from The Future Dispatch, ranked by reader belief. Satire, reported as news.";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const odds = await getOdds(db);
  // Built here, on the server, so the builder stays out of the browser's bundle (decision 132).
  const jsonLd = itemListJsonLd({
    name: title,
    description,
    path: "/odds",
    items: odds.ranked,
    siteUrl: env.SITE_URL,
  });
  return { ...odds, jsonLd };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta({
    title,
    description,
    path: "/odds",
    siteUrl,
    image: "/images/share/odds.png",
    imageAlt: "The Future Dispatch: the Odds, futures ranked by reader belief",
    jsonLd: loaderData?.jsonLd,
  });
}

export default function OddsPage({ loaderData }: Route.ComponentProps) {
  const { ranked, unranked, believed, doubted, divided, byCategory } = loaderData;
  const noVotes = ranked.length === 0 && unranked.every((future) => future.total === 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="border-b-2 border-ink pb-5">
        <p className="kicker">The Odds</p>
        <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
          Which futures readers expect to see
        </h1>
        <p className="mt-4 max-w-2xl font-serif text-xl leading-relaxed text-muted">
          Every dispatch asks one question: will it happen? These are the answers, tallied. The Dispatch takes
          no position on any of them, except that all are satire.
        </p>
        {/* The method in two columns on wide screens: the page stays short enough to see the list. */}
        <div className="mt-4 grid max-w-2xl gap-x-8 gap-y-2 lg:max-w-none lg:grid-cols-2">
          <p className="font-sans text-sm leading-relaxed text-muted">
            How we rank: a yes counts as one, a maybe as half, a no as nothing. Each future is scored by the
            lower bound of a 95% Wilson interval on that share of belief, so three votes never outrank three
            hundred. A story needs {minVotesToRank} votes to be ranked.
          </p>
          <p className="font-sans text-sm leading-relaxed text-muted" data-testid="odds-vote-counting">
            How votes are counted: one vote per reader per story, and no more than {voteCaps.network} a day on
            a story from one connection ({voteCaps.wideNetwork} from one wider IPv6 network), so clearing
            cookies buys nothing.
          </p>
        </div>
      </header>
      {noVotes ? (
        <p className="pt-3 font-serif text-lg text-muted" data-testid="odds-empty">
          No reader has voted yet. Until someone does, every future is exactly as likely as every other.
        </p>
      ) : ranked.length === 0 ? (
        // Three sections each saying "nothing yet" would push the stories a vote could rank off the page.
        <p className="pt-3 font-serif text-lg text-muted" data-testid="odds-empty">
          No story has {minVotesToRank} votes yet, so nothing is ranked. Every vote below brings one closer.
        </p>
      ) : (
        <>
          {[
            {
              id: "odds-believed",
              title: "Most believed",
              intro: "Every ranked future, the one readers most confidently expect to see first.",
              futures: believed,
              empty: `No story has ${minVotesToRank} votes yet.`,
              verdict: believedVerdict,
            },
            {
              id: "odds-doubted",
              title: "Most doubted",
              intro:
                "The futures readers most confidently expect never to see: the lowest ceiling on belief.",
              futures: doubted,
              empty: `No story has ${minVotesToRank} votes yet.`,
              verdict: doubtedVerdict,
            },
            {
              id: "odds-divided",
              title: "Most divided",
              intro: `Closest to an even split, among stories with at least ${minVotesForDivided} votes.`,
              futures: divided,
              empty: `No story has ${minVotesForDivided} votes yet, so no one is arguing.`,
              verdict: dividedVerdict,
            },
          ].map((section) => (
            <OddsSection key={section.id} {...section} rank={(future) => future.rank} />
          ))}
          <CategoryAverages rows={byCategory} />
        </>
      )}
      {unranked.length > 0 && <UnrankedList futures={unranked} explain={ranked.length > 0} />}
    </div>
  );
}
