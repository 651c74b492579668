import { useEffect, useState } from "react";
import { isSearchable, normalisedQuery } from "~/lib/search/query";
import type { SearchResult } from "~/lib/search/types";
import { cachedSearch, fetchSearch } from "~/lib/browser/search-client";

export const searchDebounceMs = 300;

export type ArticleSearch =
  | { status: "idle" }
  | { status: "too-short" }
  | { status: "loading"; query: string }
  | { status: "error"; query: string }
  | { status: "done"; query: string; results: SearchResult[] };

/**
 * The header box's search: debounced by 300 ms, served from the client cache when fresh (a stale
 * answer shows while it is refetched), fetched otherwise. A superseded request is aborted.
 */
export function useArticleSearch(text: string): ArticleSearch {
  const typed = text.trim();
  // Nothing counts as settled at first: text typed before this loaded waits out the debounce too.
  const [debounced, setDebounced] = useState("");
  const [failedKey, setFailedKey] = useState<string | null>(null);
  // Bumped when an answer lands in the shared cache, so this box renders it.
  const [, setAnswers] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(typed);
      setFailedKey(null);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const key = normalisedQuery(debounced);
  useEffect(() => {
    if (!isSearchable(debounced) || !key || cachedSearch(key)?.fresh) return;
    const controller = new AbortController();
    fetchSearch(key, debounced, controller.signal).then(
      () => setAnswers((count) => count + 1),
      () => {
        if (!controller.signal.aborted) setFailedKey(key);
      },
    );
    return () => controller.abort();
  }, [debounced, key]);

  if (!typed) return { status: "idle" };
  if (!isSearchable(typed)) return { status: "too-short" };
  const settled = debounced === typed;
  const typedKey = normalisedQuery(typed);
  // Only words of 2 characters or fewer: nothing to search, so nothing is found.
  if (!typedKey)
    return settled ? { status: "done", query: typed, results: [] } : { status: "loading", query: typed };
  const known = cachedSearch(typedKey);
  if (known) return { status: "done", query: typed, results: known.results };
  if (settled && failedKey === typedKey) return { status: "error", query: typed };
  return { status: "loading", query: typed };
}
