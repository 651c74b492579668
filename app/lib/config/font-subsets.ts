// The web fonts as the site serves them: each one cut from its npm file (`@fontsource-variable/*`) to
// the Latin range and to the part of its design space the pages use, by `npm run fonts`
// (scripts/subset-fonts.ts), and committed under app/assets/fonts. A test regenerates them and
// fails when a file here and the committed font disagree.

/** The Latin range of the npm files, kept whole so every character they covered still has a glyph. */
export const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

type Axis = number | { min: number; max: number };

export type FontSubset = {
  /** The file written under app/assets/fonts. */
  file: string;
  /** The npm file it is cut from, relative to node_modules. */
  source: string;
  /** Axes pinned to a value or narrowed to a range; axes not named keep their whole range. */
  axes: Record<string, Axis>;
  /** The weights the `@font-face` rule offers: the `wght` range kept. */
  weight: string;
};

// Pages set 400–700 only (Tailwind's normal, medium, semibold, bold). The upright serif keeps optical
// sizes from 18 (body copy) to 72 (front-page headlines); smaller serif text is rare and looks the same
// at 18. Italics run from 15 to 24 px (taglines, pull quotes, emphasis), so they keep the text design,
// and always at the regular weight, so the italic is cut to 400 alone: 23 KB instead of 44.
export const fontSubsets = {
  inter: {
    file: "inter-latin.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    axes: { wght: { min: 400, max: 700 } },
    weight: "400 700",
  },
  newsreader: {
    file: "newsreader-latin.woff2",
    source: "@fontsource-variable/newsreader/files/newsreader-latin-opsz-normal.woff2",
    axes: { wght: { min: 400, max: 700 }, opsz: { min: 18, max: 72 } },
    weight: "400 700",
  },
  newsreaderItalic: {
    file: "newsreader-latin-italic.woff2",
    source: "@fontsource-variable/newsreader/files/newsreader-latin-opsz-italic.woff2",
    axes: { wght: 400, opsz: 16 },
    weight: "400",
  },
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
