import { Link } from "react-router";
import { minVotesToRank, type Future } from "~/lib/futures/odds";

/**
 * The stories that have too few votes to rank, compactly: a line each, with its votes so far and a
 * way to cast one. A page of "No votes yet" bars told the reader nothing; this asks them to vote.
 * `explain` is off while nothing is ranked: the page has just said why, every line below is unranked,
 * and the list starts at once (the page stays under two screens with every story on it).
 */
export function UnrankedList({ futures, explain = true }: { futures: Future[]; explain?: boolean }) {
  return (
    <section aria-labelledby="odds-unranked" className="mt-4" data-testid="odds-unranked">
      <h2
        id="odds-unranked"
        className="border-b-2 border-ink pb-2 font-serif text-xl font-semibold tracking-tight"
      >
        Not enough votes yet
      </h2>
      {explain && (
        <p className="mt-2 max-w-2xl font-sans text-sm text-muted">
          Stories with fewer than {minVotesToRank} votes, unranked. Yours could change that: read one and
          answer its question at the end.
        </p>
      )}
      <ul className="mt-2 grid gap-x-8 md:grid-cols-2 lg:grid-cols-3">
        {futures.map((future) => (
          <li key={future.slug} className="border-b border-rule py-0.5" data-testid="odds-row">
            <h3 className="inline font-serif text-sm leading-snug font-semibold">
              <Link to={`/articles/${future.slug}`} className="text-ink hover:text-accent">
                {future.title}
              </Link>
            </h3>{" "}
            <span className="font-sans text-xs whitespace-nowrap text-muted">
              {/* Before a story's first vote its count says nothing: the invitation alone does. */}
              {future.total > 0 && <>{future.total === 1 ? "1 vote" : `${future.total} votes`} · </>}
              <Link
                to={`/articles/${future.slug}#vote`}
                className="inline-flex min-h-6 items-center font-semibold text-accent underline-offset-2 hover:underline"
                aria-label={`Vote on “${future.title}”`}
              >
                Vote
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
