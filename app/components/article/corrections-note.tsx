import type { Correction } from "~/types/content";
import { formatLongDate } from "~/lib/utils/format";

/**
 * The story's corrections, dated, oldest first, at the end of the story: what it said and what is
 * right. Nothing when the story has none. `/corrections` lists every story's.
 */
export function CorrectionsNote({ corrections }: { corrections: Correction[] }) {
  if (!corrections.length) return null;
  return (
    <aside
      aria-labelledby="corrections-note"
      className="reading-measure mt-10 border-t border-rule pt-6 font-sans text-sm leading-relaxed"
    >
      <h2 id="corrections-note" className="kicker mb-3">
        {corrections.length === 1 ? "Correction" : "Corrections"}
      </h2>
      <ul className="space-y-3">
        {corrections.map((correction) => (
          <li key={`${correction.date}${correction.wrong}`}>
            <time dateTime={correction.date} className="font-semibold">
              {formatLongDate(correction.date)}
            </time>
            {`: an earlier version of this story said: ${correction.wrong} Correct: ${correction.right}`}
          </li>
        ))}
      </ul>
    </aside>
  );
}
