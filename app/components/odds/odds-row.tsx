import { Link } from "react-router";
import { categoryByName } from "~/lib/config/categories";
import { asPercent, type Future } from "~/lib/futures/odds";
import { OddsBar } from "./odds-bar";

/** One future in a section of the Odds: its rank, section, headline, votes and what the votes say. */
export function OddsRow({ future, rank, verdict }: { future: Future; rank?: number; verdict?: string }) {
  const section = categoryByName(future.category);
  return (
    <article
      className="grid grid-cols-[3rem_1fr] gap-3 py-6 sm:grid-cols-[4rem_1fr] sm:gap-5"
      data-testid="odds-row"
    >
      <p className="font-serif text-3xl leading-none font-semibold text-muted tabular-nums sm:text-4xl">
        {rank !== undefined ? (
          <>
            <span className="sr-only">Rank </span>
            {rank}
          </>
        ) : (
          <span aria-hidden>–</span>
        )}
      </p>
      <div className="min-w-0">
        <p className="kicker">{section?.displayName ?? future.category}</p>
        <h3 className="mt-1 font-serif text-xl leading-snug font-semibold tracking-tight text-balance sm:text-2xl">
          <Link
            to={`/articles/${future.slug}`}
            className="text-ink hover:text-accent hover:underline hover:underline-offset-4"
          >
            {future.title}
          </Link>
        </h3>
        {verdict && <p className="mt-2 font-serif text-lg text-ink">{verdict}</p>}
        <OddsBar yes={future.yes} maybe={future.maybe} no={future.no} />
      </div>
    </article>
  );
}

export const believedVerdict = (future: Future) =>
  `Readers' belief: at least ${asPercent(future.score)}, with 95% confidence (${asPercent(future.belief)} as cast).`;
export const doubtedVerdict = (future: Future) =>
  `Readers' belief: at most ${asPercent(future.upper)}, with 95% confidence (${asPercent(future.belief)} as cast).`;
export const dividedVerdict = (future: Future) =>
  `Readers' belief: ${asPercent(future.belief)}, as near to a coin toss as anything on the list.`;
