import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import newsreaderItalicUrl from "@fontsource-variable/newsreader/files/newsreader-latin-opsz-italic.woff2?url";
import newsreaderUrl from "@fontsource-variable/newsreader/files/newsreader-latin-opsz-normal.woff2?url";

// Latin subsets only, self-hosted from npm. Newsreader comes with its optical-size axis (opsz 6–72, with
// weight), so `font-optical-sizing: auto` gives 56–72 px headlines the display design and body text the
// sturdier text design; the file is about twice the weight-only one (132 KB). Only Inter (48 KB) is
// preloaded: a preloaded file finishes before the first paint on a fast connection, and Lighthouse then
// counts it on the path to the largest paint (decision 101). Newsreader is requested as soon as the first
// layout uses it, and the italic only when a page uses it. `swap` never holds text back: the metric-matched
// fallback below paints at once and the face replaces it when it arrives without moving a line.
export const fontPreloads = [interUrl];

const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

// Functions rather than constants: only the server calls them (root.tsx), and a bundler drops an uncalled
// function from the browser's bundle where it would keep a computed constant.
export function fontFaceCss() {
  return [
    { family: "Inter Variable", url: interUrl, style: "normal", weight: "100 900" },
    { family: "Newsreader Variable", url: newsreaderUrl, style: "normal", weight: "200 800" },
    { family: "Newsreader Variable", url: newsreaderItalicUrl, style: "italic", weight: "200 800" },
  ]
    .map(
      (face) =>
        `@font-face{font-family:"${face.family}";font-style:${face.style};font-display:swap;font-weight:${face.weight};src:url(${face.url}) format("woff2-variations");unicode-range:${latinRange}}`,
    )
    .join("");
}

/**
 * Metric-matched fallbacks, so that text painted before a face arrives takes the same room as it will
 * afterwards and the swap moves nothing. Times New Roman (Liberation Serif, its metric twin, on Linux)
 * is scaled to Newsreader's and Arial (Liberation Sans) to Inter's average width of English text, with
 * their ascent and descent; measured from the font files (hhea, hmtx, cmap):
 *   Newsreader 0.4081 em average, ascent 0.735, descent 0.265; Times New Roman 0.4052 em.
 *   Inter      0.4805 em average, ascent 0.969, descent 0.241; Arial 0.4470 em.
 * size-adjust = face ÷ fallback width; the overrides are the face's ascent and descent ÷ size-adjust.
 */
const fallbacks = [
  {
    family: "Newsreader Fallback",
    regular: ["Times New Roman", "Liberation Serif"],
    bold: ["Times New Roman Bold", "Liberation Serif Bold"],
    metrics: "size-adjust:100.72%;ascent-override:72.98%;descent-override:26.31%;line-gap-override:0%",
  },
  {
    family: "Inter Fallback",
    regular: ["Arial", "Liberation Sans"],
    bold: ["Arial Bold", "Liberation Sans Bold"],
    metrics: "size-adjust:107.49%;ascent-override:90.12%;descent-override:22.44%;line-gap-override:0%",
  },
];

export function fallbackFaceCss() {
  return fallbacks
    .flatMap((face) =>
      (
        [
          ["100 549", face.regular],
          ["550 900", face.bold],
        ] as const
      ).map(
        ([weight, names]) =>
          `@font-face{font-family:"${face.family}";font-weight:${weight};src:${names.map((name) => `local("${name}")`).join(",")};${face.metrics}}`,
      ),
    )
    .join("");
}
