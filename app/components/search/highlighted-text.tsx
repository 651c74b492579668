import type { ReactNode } from "react";
import type { Highlight } from "~/lib/search/snippet";
import { cn } from "~/lib/utils/cn";

/**
 * A snippet with its matches in <mark>. Text stays text: React escapes it, no HTML is parsed. Only the
 * search page and the header's suggestions (loaded when the box is used) draw it, so vite.config.ts
 * keeps it out of the `site` script every page loads.
 */
export function HighlightedText({
  text,
  highlights,
  className,
}: {
  text: string;
  highlights: Highlight[];
  className?: string;
}) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const [start, end] of [...highlights].sort((a, b) => a[0] - b[0])) {
    if (start < cursor || end <= start || end > text.length) continue;
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(
      <mark key={start} className="rounded-[2px] bg-accent-fill/20 px-px text-ink dark:bg-accent-fill/25">
        {text.slice(start, end)}
      </mark>,
    );
    cursor = end;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return <span className={cn(className)}>{parts}</span>;
}
