import { preload } from "react-dom";
import newsreaderItalicAccentsUrl from "~/assets/fonts/newsreader-latin-italic-accents.woff2?url";
import newsreaderItalicUrl from "~/assets/fonts/newsreader-latin-italic.woff2?url";
import newsreaderAccentsUrl from "~/assets/fonts/newsreader-latin-accents.woff2?url";
import newsreaderUrl from "~/assets/fonts/newsreader-latin.woff2?url";
import { fontSubsets, type FontSubset } from "./font-subsets";

// One web family, self-hosted: Newsreader for headlines and reading, cut from the npm files to the
// weights, optical sizes and characters the pages set (font-subsets.ts). Interface text (labels,
// bylines, buttons, navigation) is set in the reader's system sans, which needs no download (decision 129).
// Newsreader keeps its optical-size axis, so `font-optical-sizing: auto` still gives headlines the
// display design and body text the text design.
//
// Preloaded, a face is fetched at high priority, behind the stylesheet; found by the first layout, it
// is fetched at the highest, level with the stylesheet, and Lighthouse then puts it on the path to the
// first paint (decision 104). So the faces a page sets are preloaded: the upright everywhere, the italic
// by the pages that set italic text (their `links`). The accented letters are not: most pages set none,
// and the browser fetches that file only for a page that does (`unicode-range`). `swap` never holds text
// back: the metric-matched fallback below paints at once and the face replaces it without moving a line.
function fontPreloadLinks(urls: string[]) {
  return urls.map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  }));
}

export const sitewideFontPreloads = fontPreloadLinks([newsreaderUrl]);
/** For the `links` of pages that set italic text: home, about, article, submit and feedback. */
export const italicFontPreload = fontPreloadLinks([newsreaderItalicUrl]);

// Functions rather than constants, and the faces' list inside: only the server calls them (root.tsx),
// and a bundler drops an uncalled function from the browser's bundle where it keeps a module-level
// constant that reads another module's objects (the subsets' ranges, about 0.4 KB gzip).
export function fontFaceCss() {
  const faces: [FontSubset, string][] = [
    [fontSubsets.newsreader, newsreaderUrl],
    [fontSubsets.newsreaderAccents, newsreaderAccentsUrl],
    [fontSubsets.newsreaderItalic, newsreaderItalicUrl],
    [fontSubsets.newsreaderItalicAccents, newsreaderItalicAccentsUrl],
  ];
  return faces
    .map(
      ([face, url]) =>
        `@font-face{font-family:"Newsreader Variable";font-style:${face.style};font-display:swap;font-weight:${face.weight};src:url(${url}) format("woff2-variations");unicode-range:${face.range}}`,
    )
    .join("");
}

/**
 * A metric-matched fallback, so that text painted before the face arrives takes the same room as it
 * will afterwards and the swap moves nothing. Times New Roman (Liberation Serif, its metric twin, on
 * Linux) is scaled to Newsreader's average width of English text, with its ascent and descent; measured
 * from the font files (hhea, hmtx, cmap): Newsreader 0.4081 em average, ascent 0.735, descent 0.265;
 * Times New Roman 0.4052 em. size-adjust = face ÷ fallback width; the overrides are the face's ascent
 * and descent ÷ size-adjust.
 */
const fallback = {
  family: "Newsreader Fallback",
  regular: ["Times New Roman", "Liberation Serif"],
  bold: ["Times New Roman Bold", "Liberation Serif Bold"],
  metrics: "size-adjust:100.72%;ascent-override:72.98%;descent-override:26.31%;line-gap-override:0%",
};

export function fallbackFaceCss() {
  return (
    [
      ["100 549", fallback.regular],
      ["550 900", fallback.bold],
    ] as const
  )
    .map(
      ([weight, names]) =>
        `@font-face{font-family:"${fallback.family}";font-weight:${weight};src:${names.map((name) => `local("${name}")`).join(",")};${fallback.metrics}}`,
    )
    .join("");
}

/**
 * Preloads the accented letters' face, for a page whose loader found one in its text (decision 135).
 * Called while rendering: React writes the `<link rel="preload">` into the head, on the server and
 * after a client navigation alike.
 */
export function preloadAccentFace() {
  preload(newsreaderAccentsUrl, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
