import interUrl from "~/assets/fonts/inter-latin.woff2?url";
import newsreaderItalicUrl from "~/assets/fonts/newsreader-latin-italic.woff2?url";
import newsreaderUrl from "~/assets/fonts/newsreader-latin.woff2?url";
import { fontSubsets, latinRange } from "./font-subsets";

// Self-hosted, cut from the npm files to Latin and to the weights and optical sizes the pages use
// (font-subsets.ts): 143 KB for all three rather than 327 KB. Newsreader keeps its optical-size axis, so
// `font-optical-sizing: auto` still gives headlines the display design and body text the text design.
//
// Preloaded, a face is fetched at high priority, behind the stylesheet; found by the first layout, it
// is fetched at the highest, level with the stylesheet, and Lighthouse then puts it on the path to the
// first paint (decision 104: the script-free article went from 1.73 s to 0.91 s first paint). So every
// face a page uses is preloaded: Inter and the upright Newsreader everywhere, and the italic by the
// pages that set italic text (their `links`). `swap` never holds text back: the metric-matched
// fallback below paints at once and the face replaces it without moving a line.
function fontPreloadLinks(urls: string[]) {
  return urls.map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  }));
}

export const sitewideFontPreloads = fontPreloadLinks([interUrl, newsreaderUrl]);
/** For the `links` of pages that set italic text: home, article, submit and feedback. */
export const italicFontPreload = fontPreloadLinks([newsreaderItalicUrl]);

// Functions rather than constants: only the server calls them (root.tsx), and a bundler drops an uncalled
// function from the browser's bundle where it would keep a computed constant.
export function fontFaceCss() {
  return [
    { family: "Inter Variable", url: interUrl, style: "normal", weight: fontSubsets.inter.weight },
    {
      family: "Newsreader Variable",
      url: newsreaderUrl,
      style: "normal",
      weight: fontSubsets.newsreader.weight,
    },
    {
      family: "Newsreader Variable",
      url: newsreaderItalicUrl,
      style: "italic",
      weight: fontSubsets.newsreaderItalic.weight,
    },
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
