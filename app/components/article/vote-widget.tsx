import { Check } from "lucide-react";
import type { FormEvent } from "react";
import { useSubmitWhenReady } from "~/hooks/use-submit-when-ready";
import { useVote } from "~/hooks/use-vote";
import { cn } from "~/lib/utils/cn";
import type { Standing } from "~/lib/futures/odds";
import { voteChoices, type VoteChoice, type VoteCounts } from "~/lib/config/vote-choices";
import { VoteStanding } from "./vote-standing";

const labels: Record<VoteChoice, string> = { yes: "Yes", maybe: "Maybe", no: "No" };

function percent(count: number, total: number) {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

type Props = {
  articleId: number;
  slug: string;
  year: number;
  /** Set only after a form post without JavaScript, from the redirect's address. */
  initialVote: VoteChoice | null;
  initialCounts: VoteCounts | null;
  /** Where the story ranks on the Odds after that post (decision 097). */
  initialStanding?: Standing | null;
  /** The no-JavaScript form's rejection message, if any. */
  error?: string;
};

/** "Will this future happen?" — a form that posts to the article without JavaScript, `/api/votes` with it. */
export function VoteWidget({
  articleId,
  slug,
  year,
  initialVote,
  initialCounts,
  initialStanding,
  error,
}: Props) {
  const { vote, counts, pending, castVote, standing } = useVote(articleId, initialVote, initialCounts);
  // An answer tapped before the framework ran is held by the page's inline script, not posted away
  // from the story, and cast here once the poll hydrates (decision 141).
  const { form } = useSubmitWhenReady(true);
  const voted = vote !== null;
  const total = counts ? counts.yes + counts.maybe + counts.no : 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = submitter?.value as VoteChoice | undefined;
    if (choice && voteChoices.includes(choice)) void castVote(choice);
  }

  return (
    <section
      id="vote"
      aria-labelledby="vote-heading"
      className="group/vote scroll-mt-24 border-y-2 border-ink py-8"
    >
      <p className="kicker">Reader poll</p>
      <h2 id="vote-heading" className="mt-2 font-serif text-2xl font-semibold tracking-tight">
        Will this future happen?
      </h2>
      <p className="mt-1 text-sm text-muted">Tell us whether you expect to see it by {year}.</p>
      <form
        ref={form}
        id="vote-form"
        method="post"
        action={`/articles/${slug}`}
        onSubmit={onSubmit}
        data-early-submit
        className="mt-6"
      >
        <input type="hidden" name="articleId" value={articleId} />
        <div className="grid gap-3 sm:grid-cols-3">
          {voteChoices.map((choice) => {
            const share = counts ? percent(counts[choice], total) : 0;
            const mine = vote === choice;
            return (
              <button
                key={choice}
                type="submit"
                name="vote"
                value={choice}
                disabled={voted || pending}
                aria-pressed={mine}
                className={cn(
                  "block border border-rule px-4 py-3 text-left font-sans text-sm font-semibold",
                  !voted && "hover:border-ink hover:bg-surface disabled:opacity-60",
                  mine && "border-accent",
                  // An answer tapped before the poll's code arrived is held (decision 141) and shown
                  // as taken at once.
                  "data-[held-submitter]:border-accent",
                )}
              >
                <span className="relative flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    {mine && <Check aria-hidden className="size-4 text-accent" />}
                    {labels[choice]}
                  </span>
                  {voted && counts && <span className="tabular-nums text-muted">{share}%</span>}
                </span>
                {/* The bar's length is the share (the number beside it says the same), so the result
                    reads without colour: a solid ink bar on a hairline track. */}
                {voted && counts && (
                  <span aria-hidden className="mt-2 block h-1.5 w-full bg-rule">
                    <span
                      data-testid={`vote-bar-${choice}`}
                      className={cn(
                        "block h-full transition-[width] duration-500",
                        mine ? "bg-accent-fill" : "bg-ink",
                      )}
                      style={{ width: `${share}%` }}
                    />
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </form>
      <p role="status" className="mt-4 min-h-5 font-sans text-sm text-muted">
        {voted && counts
          ? `Thanks for voting! Total votes: ${total}`
          : pending
            ? "Counting your vote..."
            : (error ?? "")}
        {/* Shown by CSS while the page holds an answer tapped before this code arrived, so the reader
            sees it taken at once; sending it sets `pending`, which says the same. */}
        {!voted && !pending && (
          <span className="hidden group-has-[[data-held-submitter]]/vote:inline">Counting your vote...</span>
        )}
      </p>
      {voted && <VoteStanding standing={standing ?? initialStanding ?? null} />}
    </section>
  );
}
