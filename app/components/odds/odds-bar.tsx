import { asPercent } from "~/lib/futures/odds";

type Counts = { yes: number; maybe: number; no: number };

// Three fills that differ without colour: solid for yes, hatched for maybe, empty for no.
const hatch = {
  backgroundImage: "repeating-linear-gradient(135deg, currentColor 0 2px, transparent 2px 6px)",
};

/** The split of a story's votes as a bar (decoration) and as text (the information). */
export function OddsBar({ yes, maybe, no }: Counts) {
  const total = yes + maybe + no;
  const share = (count: number) => (total === 0 ? 0 : count / total);
  if (total === 0) return <p className="mt-2 font-sans text-sm text-muted">No votes yet.</p>;
  return (
    <div className="mt-3">
      <div
        aria-hidden
        className="flex h-3 w-full overflow-hidden border border-ink text-ink"
        data-testid="odds-bar"
      >
        <span className="bg-ink" style={{ width: asPercent(share(yes)) }} />
        <span style={{ width: asPercent(share(maybe)), ...hatch }} />
        <span style={{ width: asPercent(share(no)) }} />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-sans text-sm text-muted tabular-nums">
        <span>
          <span aria-hidden className="mr-1.5 inline-block size-2.5 border border-ink bg-ink align-middle" />
          Yes {yes} ({asPercent(share(yes))})
        </span>
        <span>
          <span
            aria-hidden
            className="mr-1.5 inline-block size-2.5 border border-ink align-middle text-ink"
            style={hatch}
          />
          Maybe {maybe} ({asPercent(share(maybe))})
        </span>
        <span>
          <span aria-hidden className="mr-1.5 inline-block size-2.5 border border-ink align-middle" />
          No {no} ({asPercent(share(no))})
        </span>
        <span className="font-medium text-ink">{total === 1 ? "1 vote" : `${total} votes`}</span>
      </p>
    </div>
  );
}
