// The web font as the site serves it: Newsreader, cut from its npm files (`@fontsource-variable/*`) to
// the part of its design space and of the Latin range the pages set, by `npm run fonts`
// (scripts/subset-fonts.ts), and committed under app/assets/fonts. A test regenerates them and fails
// when a file here and the committed font disagree. Interface text uses the reader's system sans
// (decision 129), so this is the site's only web family.

/** The Latin range of the npm files: the union of the two ranges below, so every character keeps a glyph. */
export const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * What English copy sets: ASCII, the Latin-1 signs (£ § · © ½ × ÷), typographic punctuation (’ “ ” – — …)
 * and the few symbols of the npm range. Every page uses this part.
 */
export const coreRange =
  "U+0000-00BF, U+00D7, U+00F7, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * The accented letters of the npm range. A page that sets one (a Spanish or Portuguese name) fetches
 * this file too; through `unicode-range` the browser never downloads it for a page that sets none.
 */
export const accentsRange =
  "U+00C0-00D6, U+00D8-00F6, U+00F8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329";

type Axis = number | { min: number; max: number };

export type FontSubset = {
  /** The file written under app/assets/fonts. */
  file: string;
  /** The npm file it is cut from, relative to node_modules. */
  source: string;
  /** The characters kept, as the `unicode-range` of its `@font-face` rule. */
  range: string;
  /** Axes pinned to a value or narrowed to a range; axes not named keep their whole range. */
  axes: Record<string, Axis>;
  /** The weights the `@font-face` rule offers: the `wght` range kept. */
  weight: string;
  style: "normal" | "italic";
};

const upright = {
  source: "@fontsource-variable/newsreader/files/newsreader-latin-opsz-normal.woff2",
  axes: { wght: { min: 400, max: 700 }, opsz: { min: 18, max: 72 } },
  weight: "400 700",
  style: "normal",
} as const;
const italic = {
  source: "@fontsource-variable/newsreader/files/newsreader-latin-opsz-italic.woff2",
  axes: { wght: 400, opsz: 16 },
  weight: "400",
  style: "italic",
} as const;

// Serif text is set at 400–700 (reading text, medium and semibold headlines, bold in copy). The upright
// keeps optical sizes from 18 (body copy) to 72 (front-page headlines); smaller serif text is rare and
// looks the same at 18. Italics run from 15 to 24 px (taglines, pull quotes, emphasis), so they keep the
// text design, and always at the regular weight, so the italic is cut to 400 alone.
export const fontSubsets = {
  newsreader: { ...upright, file: "newsreader-latin.woff2", range: coreRange },
  newsreaderAccents: { ...upright, file: "newsreader-latin-accents.woff2", range: accentsRange },
  newsreaderItalic: { ...italic, file: "newsreader-latin-italic.woff2", range: coreRange },
  newsreaderItalicAccents: { ...italic, file: "newsreader-latin-italic-accents.woff2", range: accentsRange },
} satisfies Record<string, FontSubset>;

/** Every code point named by a `unicode-range` value such as `latinRange`. */
export function codePointsOf(range: string): number[] {
  return range.split(",").flatMap((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, "").split("-");
    const from = Number.parseInt(start!, 16);
    const to = Number.parseInt(end!, 16);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}
