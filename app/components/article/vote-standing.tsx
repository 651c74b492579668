import { Link } from "react-router";
import type { Standing } from "~/lib/futures/odds";

/** After a vote: where the story now ranks on the Odds ("#3 of 21 most likely"), and a link there. */
export function VoteStanding({ standing }: { standing: Standing | null }) {
  const sentence = !standing
    ? "See how readers rank every future."
    : standing.rank === null
      ? "Not enough votes yet to rank this future."
      : `Readers rank this future #${standing.rank} of ${standing.of} most likely.`;
  return (
    <p className="mt-2 font-sans text-sm text-ink" data-testid="vote-standing">
      {sentence}{" "}
      <Link to="/odds" className="font-semibold underline underline-offset-4 hover:text-accent">
        See the Odds
      </Link>
    </p>
  );
}
