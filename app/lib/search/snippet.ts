export const snippetLength = 150;
export const snippetLead = 50;
const ellipsis = "…";

export type Highlight = [start: number, end: number];
export type Snippet = { snippet: string; highlights: Highlight[] };

const stripMarks = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "");

type Words = { starts: Uint32Array; ends: Uint32Array; folded: string[] };

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const plainAscii = /^[ -~]*$/;
/** A word as the index compares it: lower case, accents removed (remove_diacritics). */
const fold = (word: string) => (plainAscii.test(word) ? word : stripMarks(word)).toLowerCase();

// A body's words are the same for every query, so an isolate keeps them for the texts it has seen
// (the article text cache hands back the same strings). Matching then compares strings; building a
// Unicode pattern per query cost milliseconds per result in compilation alone.
const maxKnownTexts = 500;
const minKnownTextLength = 500;
const knownWords = new Map<string, Words>();

function wordsOf(text: string): Words {
  const known = knownWords.get(text);
  if (known) return known;
  const found = Array.from(text.matchAll(wordPattern));
  const words: Words = {
    starts: Uint32Array.from(found, (match) => match.index),
    ends: Uint32Array.from(found, (match) => match.index + match[0].length),
    folded: found.map((match) => fold(match[0])),
  };
  if (text.length >= minKnownTextLength) {
    if (knownWords.size >= maxKnownTexts) knownWords.clear();
    knownWords.set(text, words);
  }
  return words;
}

/** A term's pieces ("e mail" → ["e", "mail"]), folded like the text. */
const piecesOf = (terms: string[]) => terms.map((term) => fold(term).split(" ").filter(Boolean));

/** The index of the last word of a match of these pieces starting at word `at`, or -1. */
function matchEnd({ folded }: Words, at: number, pieces: string[]): number {
  const last = at + pieces.length - 1;
  if (!pieces.length || last >= folded.length) return -1;
  for (let offset = 0; offset < pieces.length - 1; offset++) {
    if (folded[at + offset] !== pieces[offset]) return -1;
  }
  return folded[last]!.startsWith(pieces[pieces.length - 1]!) ? last : -1;
}

/**
 * Every match, in order and without overlaps: any term at a word start, its earlier pieces as whole
 * words and its last piece as a prefix (a match on "mar" marks all of "Mars"), ignoring case and accents.
 */
function matchesIn(text: string, terms: string[], limit = Infinity): Highlight[] {
  if (!terms.length || !text) return [];
  const words = wordsOf(text);
  const termPieces = piecesOf(terms);
  const highlights: Highlight[] = [];
  for (let at = 0; at < words.folded.length && highlights.length < limit; at++) {
    for (const pieces of termPieces) {
      const end = matchEnd(words, at, pieces);
      if (end === -1) continue;
      highlights.push([words.starts[at]!, words.ends[end]!]);
      at = end;
      break;
    }
  }
  return highlights;
}

/** Where any term matches in the text, as the index would match it. */
export function findMatches(text: string, terms: string[]): Highlight[] {
  return matchesIn(text, terms);
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * Spec §9: 150 characters starting up to 50 before the first match, with ellipses where the text was
 * cut. Cuts fall between words where that stays inside those limits. Highlights are offsets into the
 * returned snippet, so the page marks them without ever treating article text as HTML.
 */
function cut(text: string, first: Highlight | undefined, terms: string[]): Snippet {
  let start = first ? Math.max(0, first[0] - snippetLead) : 0;
  if (start > 0 && !isSpace(text[start - 1])) {
    const nextSpace = text.slice(start, first?.[0]).search(/\s/);
    if (nextSpace !== -1) start += nextSpace + 1;
  }
  let end = Math.min(text.length, start + snippetLength);
  const keep = first ? first[1] : start;
  if (end < text.length && !isSpace(text[end]) && keep < end) {
    const lastSpace = text.slice(keep, end).search(/\s\S*$/);
    if (lastSpace !== -1) end = keep + lastSpace;
  }
  // A cut text ends on a word, not on the comma or dash that followed it.
  if (end < text.length) while (end > start && /[\s,;:\u2013\u2014-]/.test(text[end - 1] ?? "")) end--;
  while (start < end && isSpace(text[start])) start++;
  const body = text.slice(start, end).replace(/\s+/g, " ");
  const snippet = (start > 0 ? ellipsis : "") + body + (end < text.length ? ellipsis : "");
  return { snippet, highlights: findMatches(snippet, terms) };
}

/** The first text with a match makes the snippet; with none (a title-only match), the first text's start. */
export function snippetFrom(sources: string[], terms: string[]): Snippet {
  if (terms.length) {
    for (const source of sources) {
      const [first] = matchesIn(source, terms, 1);
      if (first) return cut(source, first, terms);
    }
  }
  return cut(sources[0] ?? "", undefined, terms);
}
