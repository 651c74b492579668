import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import newsreaderItalicUrl from "@fontsource-variable/newsreader/files/newsreader-latin-wght-italic.woff2?url";
import newsreaderUrl from "@fontsource-variable/newsreader/files/newsreader-latin-wght-normal.woff2?url";

// Latin subsets only, self-hosted from npm. The two upright faces are preloaded because every page
// paints with them; the italic is fetched only when a page uses it.
export const fontPreloads = [interUrl, newsreaderUrl];

const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const fontFaceCss = [
  { family: "Inter Variable", url: interUrl, style: "normal", weight: "100 900" },
  { family: "Newsreader Variable", url: newsreaderUrl, style: "normal", weight: "200 800" },
  { family: "Newsreader Variable", url: newsreaderItalicUrl, style: "italic", weight: "200 800" },
]
  .map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:${face.style};font-display:swap;font-weight:${face.weight};src:url(${face.url}) format("woff2-variations");unicode-range:${latinRange}}`,
  )
  .join("");
