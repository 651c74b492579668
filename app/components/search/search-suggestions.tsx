import { ArrowRight } from "lucide-react";
import { useLayoutEffect } from "react";
import { cn } from "~/lib/utils/cn";
import { formatReadTime } from "~/lib/utils/format";
import type { SearchResult } from "~/lib/search/types";
import { HighlightedText } from "./highlighted-text";
import { useArticleSearch, type ArticleSearch } from "~/hooks/use-article-search";
import { SectionLabel } from "~/components/ui/section-label";

/** Results the dropdown lists before offering the full results page. */
const maxSuggestions = 6;

export type SuggestionOption = { id: string; href: string; result?: SearchResult; label?: string };

export function suggestionOptions(search: ArticleSearch, idPrefix: string): SuggestionOption[] {
  if (search.status !== "done" || !search.results.length) return [];
  const articles = search.results.slice(0, maxSuggestions).map((result) => ({
    id: `${idPrefix}-option-${result.id}`,
    href: `/articles/${result.slug}`,
    result,
  }));
  return [
    ...articles,
    {
      id: `${idPrefix}-option-all`,
      href: `/search?${new URLSearchParams({ q: search.query })}`,
      label: "See all results",
    },
  ];
}

function statusMessage(search: ArticleSearch, optionCount: number) {
  switch (search.status) {
    case "too-short":
      return "Type at least 3 characters to search";
    case "loading":
      return "Searching...";
    case "error":
      return "Error searching articles. Please try again.";
    case "done":
      return optionCount ? "" : `No articles found for "${search.query}"`;
    default:
      return "";
  }
}

/** What the header box needs from the suggestions: whether there is anything to show, and the options. */
export type Suggestions = { status: ArticleSearch["status"]; options: SuggestionOption[] };

const sameSuggestions = (a: Suggestions, b: Suggestions) =>
  a.status === b.status &&
  a.options.length === b.options.length &&
  a.options.every(
    (option, index) => option.id === b.options[index]?.id && option.href === b.options[index]?.href,
  );

/**
 * The header box's dropdown and the search behind it, loaded on demand by HeaderSearch when a reader
 * first comes to the box. It reports what it found, so the box can move through the options with the
 * arrows while focus stays in the input.
 */
export default function SearchSuggestions({
  id,
  listboxId,
  idPrefix,
  text,
  open,
  active,
  onFound,
  onPick,
  onHover,
}: {
  id: string;
  listboxId: string;
  idPrefix: string;
  text: string;
  open: boolean;
  active: number;
  onFound: (update: (current: Suggestions) => Suggestions) => void;
  onPick: (href: string) => void;
  onHover: (index: number) => void;
}) {
  const search = useArticleSearch(text);
  const options = suggestionOptions(search, idPrefix);
  useLayoutEffect(() => {
    const next = { status: search.status, options };
    onFound((current) => (sameSuggestions(current, next) ? current : next));
  });
  const message = statusMessage(search, options.length);
  const found = search.status === "done" ? search.results.length : 0;
  return (
    <div
      id={id}
      hidden={!(open && search.status !== "idle")}
      className="absolute top-full right-0 z-50 mt-2 max-h-96 w-[min(28rem,calc(100vw-2rem))] overflow-y-auto border border-rule bg-paper font-sans shadow-xl"
    >
      <p
        role="status"
        className={cn(
          "px-4 py-3 text-sm",
          !message && "sr-only",
          search.status === "error" ? "text-danger" : "text-muted",
        )}
      >
        {message || (found === 1 ? "1 article found" : `${found} articles found`)}
      </p>
      <ul role="listbox" id={listboxId} aria-label="Matching articles" hidden={!options.length}>
        {options.map((option, index) => (
          // Keyboard use stays on the combobox input (aria-activedescendant), as the ARIA pattern asks;
          // options are not focusable and hold no links (a link inside an option is nested interaction).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option.href)}
            onPointerMove={() => onHover(index)}
            className={cn(
              "cursor-pointer border-b border-rule px-4 py-3 last:border-b-0 hover:bg-surface",
              index === active && "bg-surface",
            )}
          >
            {option.result ? (
              <>
                <span className="block font-serif text-[1.0625rem] leading-snug font-semibold text-ink">
                  {option.result.title}
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted">
                  <SectionLabel as="span" category={option.result.category} />
                  <span aria-hidden>·</span>
                  <span>{formatReadTime(option.result.readTimeMinutes)}</span>
                </span>
                <HighlightedText
                  text={option.result.snippet}
                  highlights={option.result.highlights}
                  className="mt-1.5 block text-sm leading-relaxed text-muted"
                />
              </>
            ) : (
              <span className="flex items-center justify-between text-sm font-semibold text-accent">
                {option.label}
                <ArrowRight aria-hidden className="size-4" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
