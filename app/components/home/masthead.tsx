import { HeartHandshake } from "lucide-react";
import { brand, tagline } from "~/lib/config/site";

export type Edition = { stories: number; fromYear: number; toYear: number };

/**
 * The front page's edition line under the site header, which already carries the nameplate: the
 * date, the span of datelines in this edition, the tagline and the desktop-only Support Us link.
 */
export function Masthead({
  supportUrl,
  date,
  edition,
}: {
  supportUrl: string;
  date: string;
  edition: Edition | null;
}) {
  return (
    <header className="border-b border-ink pt-2.5 pb-2.5 sm:pt-4 sm:pb-3">
      {/* The header's wordmark is the visible nameplate; a second one would only push the news down. */}
      <h1 className="sr-only">{brand}</h1>
      <div className="flex flex-col gap-1 font-sans text-xs text-muted sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-6">
        <p className="tracking-wide uppercase sm:whitespace-nowrap">
          <span className="font-semibold text-ink">{date}</span>
          {edition && (
            <span>
              <span aria-hidden className="mx-2">
                ·
              </span>
              {edition.stories} dispatches
              {/* On a phone the line stays one line, so the news starts higher. */}
              <span className="max-sm:hidden">
                {" "}
                from {edition.fromYear} to {edition.toYear}
              </span>
            </span>
          )}
        </p>
        {/* Where the line is too narrow for all three, the tagline and Support Us take a second line whole. */}
        <p className="font-serif text-[0.9375rem] text-muted italic sm:whitespace-nowrap">{tagline}</p>
        <a
          href={supportUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="hidden items-center gap-1.5 font-semibold tracking-wide whitespace-nowrap text-accent uppercase hover:underline md:inline-flex"
        >
          <HeartHandshake aria-hidden className="size-4" />
          Support Us
        </a>
      </div>
    </header>
  );
}
