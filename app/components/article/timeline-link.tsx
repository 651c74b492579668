import { Link } from "react-router";
import { timelineYearPath } from "~/lib/futures/timeline";
import { datelineYear } from "~/lib/utils/dateline";

/** Where this story sits on the Timeline: "More from 2053" leads to its year there. */
export function TimelineLink({ dateline }: { dateline: string }) {
  const year = datelineYear(dateline);
  return (
    <p className="mt-10 border-t border-rule pt-4 font-sans text-sm" data-testid="timeline-link">
      <span className="text-muted">On the Timeline: </span>
      <Link
        to={timelineYearPath(year)}
        className="font-semibold text-ink underline underline-offset-4 hover:text-accent"
      >
        More from {year}
      </Link>
    </p>
  );
}
