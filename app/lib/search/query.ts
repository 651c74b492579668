/** Spec §9: a query is sent only when longer than 2 characters, and words that short are ignored. */
export const minQueryLength = 3;
export const minWordLength = 3;
/**
 * The longest query searched at all: the longest headline a reader can submit (200 characters), so
 * pasting any headline works. Longer ones are refused before the edge cache, KV or D1 see them
 * (docs/decisions/089-search-query-cap-and-miss-limit.md).
 */
export const maxQueryLength = 200;
const maxTerms = 10;
const maxTermLength = 64;

const wordPiece = /[\p{L}\p{N}]+/gu;

/**
 * The reader's query as search terms: lower case, letters and digits only, words of 2 characters or
 * fewer dropped, duplicates removed, sorted. A term keeps a word's pieces ("e-mail" → "e mail") so it
 * matches the same tokens FTS5 would make of it. Nothing else of the reader's text survives, which is
 * why no input can reach FTS5 as syntax (docs/decisions/031-search-query-handling.md).
 */
export function searchTerms(query: string): string[] {
  const terms = new Set<string>();
  const words = query.slice(0, maxQueryLength).normalize("NFKC").toLowerCase().split(/\s+/);
  for (const word of words) {
    const pieces = word.match(wordPiece);
    if (!pieces) continue;
    const letters = Array.from(pieces.join(""));
    if (letters.length < minWordLength) continue;
    terms.add(Array.from(pieces.join(" ")).slice(0, maxTermLength).join("").trim());
    if (terms.size === maxTerms) break;
  }
  return [...terms].sort();
}

/** Whether a query is past the cap, so it is refused instead of searched. */
export function isTooLongQuery(query: string): boolean {
  return query.length > maxQueryLength;
}

/** Whether a query is long enough to be searched at all (spec §5: longer than 2 characters). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= minQueryLength;
}

/** One key for every spelling of the same search: "Mars  robot" and "ROBOT mars" share it. */
export function normalisedQuery(query: string): string {
  return searchTerms(query).join(" ");
}

/**
 * The FTS5 MATCH expression: each term a quoted string (so NEAR, OR, AND, NOT, column names and
 * operators inside it are plain words), each a prefix search ("mar" finds "Mars"), any one enough.
 */
export function ftsMatchExpression(terms: string[]): string {
  return terms.map((term) => `${quoted(term)}*`).join(" OR ");
}

const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`;

/** A term as a whole word and its plain plural or singular: mars, marss, marses, mar; robot, robots. */
export function wordForms(term: string): string[] {
  const forms = new Set([term, `${term}s`, `${term}es`]);
  if (term.endsWith("ies")) forms.add(`${term.slice(0, -3)}y`);
  else if (term.endsWith("es")) forms.add(term.slice(0, -2));
  if (term.endsWith("s") && term.length > 3) forms.add(term.slice(0, -1));
  if (term.endsWith("y")) forms.add(`${term.slice(0, -1)}ies`);
  return [...forms];
}

/**
 * The MATCH expression for whole words only (no prefix): an article it matches ranks above one that
 * only shares a prefix, so "mars" puts Mars before Marsh (docs/decisions/031-search-query-handling.md).
 */
export function ftsWholeWordExpression(terms: string[]): string {
  return terms.flatMap((term) => wordForms(term).map(quoted)).join(" OR ");
}
