import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { SearchResult } from "~/lib/search/types";
import { SearchResultCard } from "./search-result-card";
import { buttonVariants } from "~/components/ui/button";

/** Spec §9: the results page shows 3 results, and each Load More adds 3. */
export const searchPageSize = 3;

/**
 * The results, revealed three at a time. Load More is a link to the next page, which the server
 * renders with more results when JavaScript is off; with JavaScript it reveals them in place and
 * moves focus to the first new one.
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

  useEffect(() => {
    if (focusNext.current === null) return;
    links.current[focusNext.current]?.focus();
    focusNext.current = null;
  }, [shown]);

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
          onClick={(event) => {
            event.preventDefault();
            focusNext.current = shown;
            setShown(Math.min(results.length, shown + searchPageSize));
          }}
          className={buttonVariants({ variant: "outline", className: "mt-6" })}
        >
          Load More
        </Link>
      )}
    </>
  );
}
