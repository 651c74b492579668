import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { goLive } from "~/lib/browser/early-clicks";
import type { SearchResult } from "~/lib/search/types";
import { SearchResultCard } from "./search-result-card";
import { buttonVariants } from "~/components/ui/button";

/** Spec §9: the results page shows 3 results, and each Load More adds 3. */
export const searchPageSize = 3;

/** Load More's entry in the early-click queue (~/lib/browser/early-clicks). */
const earlyMore = "search:more";

/**
 * The results, revealed three at a time. Load More is a link to the next page, which the server
 * renders with more results when JavaScript is off; with JavaScript it reveals them in place and
 * moves focus to the first new one. A press that comes before the framework has run is held by the
 * page's inline script and done here once it has, so it too reveals in place rather than loading the
 * next page.
 */
export function SearchResultsList({
  query,
  results,
  initialPage,
}: {
  query: string;
  results: SearchResult[];
  initialPage: number;
}) {
  const [shown, setShown] = useState(Math.min(results.length, initialPage * searchPageSize));
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusNext = useRef<number | null>(null);
  const loadMore = useRef<HTMLAnchorElement>(null);
  const hydrated = useHydrated();

  function reveal(presses: number) {
    const from = Math.min(results.length, shown + searchPageSize * (presses - 1));
    focusNext.current = from;
    setShown(Math.min(results.length, from + searchPageSize));
  }

  useEffect(() => {
    if (focusNext.current === null) return;
    links.current[focusNext.current]?.focus();
    focusNext.current = null;
  }, [shown]);

  useEffect(() => {
    if (!loadMore.current) return;
    const held = goLive(loadMore.current, earlyMore).length;
    if (held) reveal(held);
    // Once, when the list comes alive (after the effect above, which would spend focusNext on a
    // result not yet shown): presses after that reach the link's own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const nextPage = Math.floor(shown / searchPageSize) + 1;
  const nextHref = `/search?${new URLSearchParams({ q: query, page: String(nextPage) })}#result-${shown + 1}`;
  return (
    <>
      <ol className="divide-y divide-rule border-y border-rule">
        {results.slice(0, shown).map((result, index) => (
          <li key={result.id}>
            <SearchResultCard
              ref={(element) => {
                links.current[index] = element;
              }}
              result={result}
              position={index + 1}
            />
          </li>
        ))}
      </ol>
      <p className="mt-6 font-sans text-sm text-muted" aria-live="polite">
        Showing {shown} of {results.length}
      </p>
      {shown < results.length && (
        <Link
          to={nextHref}
          preventScrollReset
          ref={loadMore}
          data-early-click={earlyMore}
          // Live from the start once the page has hydrated, so a link shown later is never held.
          data-live={hydrated ? "" : undefined}
          onClick={(event) => {
            event.preventDefault();
            reveal(1);
          }}
          className={buttonVariants({ variant: "outline", className: "mt-6" })}
        >
          Load More
        </Link>
      )}
    </>
  );
}
