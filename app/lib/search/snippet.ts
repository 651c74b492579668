export const snippetLength = 150;
export const snippetLead = 50;
const ellipsis = "…";

export type Highlight = [start: number, end: number];
export type Snippet = { snippet: string; highlights: Highlight[] };

/**
 * Text folded the way the search index folds it (lower case, accents removed), with each folded
 * position mapped back to the original, so a match found in the folded text can be marked in the
 * original. Plain ASCII, by far the common case, skips the per-character walk.
 */
function fold(text: string): { folded: string; origin: (index: number) => number } {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(text)) return { folded: text.toLowerCase(), origin: (index) => index };
  let folded = "";
  const map: number[] = [];
  let offset = 0;
  for (const char of text) {
    const plain = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase() || char;
    for (let i = 0; i < plain.length; i++) map.push(offset);
    folded += plain;
    offset += char.length;
  }
  map.push(offset);
  return { folded, origin: (index) => map[index] ?? offset };
}

const foldTerm = (term: string) => term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Where any term matches, as the index matches it: at a word start, the last piece as a prefix. */
export function findMatches(text: string, terms: string[]): Highlight[] {
  if (!terms.length || !text) return [];
  const { folded, origin } = fold(text);
  const alternatives = terms.map((term) =>
    foldTerm(term).split(" ").filter(Boolean).map(escapeRegExp).join("[^\\p{L}\\p{N}]+"),
  );
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})[\\p{L}\\p{N}]*`, "gu");
  const matches: Highlight[] = [];
  for (const match of folded.matchAll(pattern)) {
    matches.push([origin(match.index), origin(match.index + match[0].length)]);
  }
  return matches;
}

/**
 * Spec §9: 150 characters starting up to 50 before the first match, with ellipses where the text was
 * cut. Cuts fall between words where that stays inside those limits. Highlights are offsets into the
 * returned snippet, so the page marks them without ever treating article text as HTML.
 */
export function buildSnippet(source: string, terms: string[]): Snippet {
  const text = collapse(source);
  return cut(text, findMatches(text, terms));
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function cut(text: string, matches: Highlight[]): Snippet {
  const first = matches[0];
  let start = first ? Math.max(0, first[0] - snippetLead) : 0;
  if (start > 0 && text[start - 1] !== " ") {
    const nextSpace = text.indexOf(" ", start);
    if (nextSpace !== -1 && first && nextSpace + 1 <= first[0]) start = nextSpace + 1;
  }
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length && text[end] !== " ") {
    const lastSpace = text.lastIndexOf(" ", end - 1);
    if (lastSpace > (first ? first[1] : start)) end = lastSpace;
  }
  // A cut text ends on a word, not on the comma or dash that followed it.
  if (end < text.length) while (end > start && /[\s,;:\u2013\u2014-]/.test(text[end - 1] ?? "")) end--;
  while (start < end && text[start] === " ") start++;
  const prefix = start > 0 ? ellipsis : "";
  const suffix = end < text.length ? ellipsis : "";
  const shift = prefix.length - start;
  const highlights = matches
    .filter(([matchStart, matchEnd]) => matchStart < end && matchEnd > start)
    .map(([matchStart, matchEnd]): Highlight => [
      Math.max(matchStart, start) + shift,
      Math.min(matchEnd, end) + shift,
    ]);
  return { snippet: prefix + text.slice(start, end) + suffix, highlights };
}

/** The first text with a match makes the snippet; with none (a title-only match), the first text's start. */
export function snippetFrom(sources: string[], terms: string[]): Snippet {
  for (const source of sources) {
    const text = collapse(source);
    const matches = findMatches(text, terms);
    if (matches.length) return cut(text, matches);
  }
  return cut(collapse(sources[0] ?? ""), []);
}
