export const snippetLength = 150;
export const snippetLead = 50;
const ellipsis = "…";

export type Highlight = [start: number, end: number];
export type Snippet = { snippet: string; highlights: Highlight[] };

const stripMarks = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * Accented Latin letters by their base letter ("o" → "òóôõöō…"), so a match can ignore accents the
 * way the index does (remove_diacritics) while being found in the text as it is, offsets intact.
 */
const accented = (() => {
  const variants = new Map<string, string>();
  const ranges: [number, number][] = [
    [0x00c0, 0x024f],
    [0x1e00, 0x1eff],
  ];
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) {
      const char = String.fromCodePoint(code);
      const base = stripMarks(char).toLowerCase();
      if (base.length === 1 && base !== char.toLowerCase() && /[a-z]/.test(base)) {
        variants.set(base, (variants.get(base) ?? "") + char);
      }
    }
  }
  return variants;
})();

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** A letter in either case, or any accented form of it that the text contains. */
function letterPattern(char: string, present: Set<string>) {
  const upper = char.toUpperCase();
  const forms = new Set([char, ...(upper.length === 1 ? [upper] : [])]);
  for (const variant of accented.get(char) ?? "") if (present.has(variant)) forms.add(variant);
  const pattern = forms.size === 1 ? escapeRegExp(char) : `[${Array.from(forms, escapeRegExp).join("")}]`;
  // Decomposed text carries its accents as separate marks, which the index ignores too.
  return `${pattern}\\p{M}*`;
}

const patterns = new Map<string, RegExp>();

/**
 * Any term at a word start, its last piece as a prefix, in any case and with or without accents. The
 * letters are spelled out as small classes (only accents the text uses), which keeps matching a long
 * body fast; an all-accents class, or the `i` flag over Unicode, is many times slower.
 */
function termsPattern(terms: string[], text: string): RegExp {
  const present = new Set(text.match(/[\u00c0-\u024f\u1e00-\u1eff]/gu));
  const key = `${terms.join("\n")}\u0000${[...present].sort().join("")}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = terms.map((term) =>
      stripMarks(term)
        .toLowerCase()
        .split(" ")
        .filter(Boolean)
        .map((piece) => Array.from(piece, (char) => letterPattern(char, present)).join(""))
        .join("[^\\p{L}\\p{N}]+"),
    );
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})[\\p{L}\\p{N}\\p{M}]*`, "gu");
    if (patterns.size > 200) patterns.clear();
    patterns.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** Where any term matches in the text, as the index would match it. */
export function findMatches(text: string, terms: string[]): Highlight[] {
  if (!terms.length || !text) return [];
  return Array.from(text.matchAll(termsPattern(terms, text)), (match): Highlight => [
    match.index,
    match.index + match[0].length,
  ]);
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
      const match = termsPattern(terms, source).exec(source);
      if (match) return cut(source, [match.index, match.index + match[0].length], terms);
    }
  }
  return cut(sources[0] ?? "", undefined, terms);
}

export function buildSnippet(source: string, terms: string[]): Snippet {
  return snippetFrom([source], terms);
}
