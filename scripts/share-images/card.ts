// The 1200×630 share card as one SVG: the article's hero illustration filling the top, cropped to
// fit, and a dark masthead band with the wordmark and a "SATIRE · {year}" mark, so a card seen out
// of context on a social network still says what it is.

import { xmlEscape } from "../../worker/distribution/xml.ts";

export const card = { width: 1200, height: 630, band: 118 };

const ink = "#15171c";
const paper = "#ece9e2";
const accent = "#43d3c0";

/** The hero SVG's markup as a nested <svg>, placed and cropped ("slice") into the given box. */
export function nestedHero(svg: string, box: { width: number; height: number }) {
  const root = svg.replace(/<\?xml[^>]*\?>/, "").trim();
  const open = /^<svg\b([^>]*)>/.exec(root);
  if (!open) throw new Error("The hero image is not an SVG document");
  const viewBox = /viewBox="([^"]+)"/.exec(open[1] ?? "")?.[1];
  if (!viewBox) throw new Error("The hero SVG has no viewBox");
  const inner = root.slice(open[0].length).replace(/<\/svg>\s*$/, "");
  return `<svg x="0" y="0" width="${box.width}" height="${box.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${inner}</svg>`;
}

function mark(x: number, y: number, size: number) {
  const s = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="12" cy="12" r="3.2" fill="${accent}"/><path d="M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" fill="none" stroke="${accent}" stroke-width="1.8" stroke-linecap="round"/></g>`;
}

/** The band along the bottom: wordmark on the left, the satire label on the right. */
function masthead(label: string) {
  const top = card.height - card.band;
  const middle = top + card.band / 2;
  return [
    `<rect x="0" y="${top}" width="${card.width}" height="${card.band}" fill="${ink}"/>`,
    `<rect x="0" y="${top}" width="${card.width}" height="4" fill="${accent}"/>`,
    mark(56, middle - 24, 48),
    `<text x="120" y="${middle + 15}" font-family="Liberation Serif, DejaVu Serif, serif" font-weight="700" font-size="46" fill="${paper}">The Future Dispatch</text>`,
    `<text x="${card.width - 56}" y="${middle + 9}" text-anchor="end" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="24" letter-spacing="4" fill="${accent}">${xmlEscape(label)}</text>`,
  ].join("");
}

export function articleCard(heroSvg: string, year: number) {
  const hero = nestedHero(heroSvg, { width: card.width, height: card.height - card.band });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}" viewBox="0 0 ${card.width} ${card.height}"><rect width="100%" height="100%" fill="${ink}"/>${hero}${masthead(`SATIRE · ${year}`)}</svg>`;
}

/** The site's own card: the wordmark large, the tagline, and the satire label. */
export function defaultCard(tagline: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}" viewBox="0 0 ${card.width} ${card.height}">
<rect width="100%" height="100%" fill="${ink}"/>
<path d="M0 440H1200" stroke="#2b303a" stroke-width="2"/>
${mark(548, 130, 104)}
<text x="600" y="330" text-anchor="middle" font-family="Liberation Serif, DejaVu Serif, serif" font-weight="700" font-size="88" fill="${paper}">The Future Dispatch</text>
<text x="600" y="395" text-anchor="middle" font-family="Liberation Serif, DejaVu Serif, serif" font-style="italic" font-size="36" fill="#b8b4ab">${xmlEscape(tagline)}</text>
<text x="600" y="520" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="26" letter-spacing="6" fill="${accent}">SATIRE · REPORTS FROM 2040–2079</text>
</svg>`;
}

/** A page of the site's own (the Timeline, the Odds): its name large over a ruled motif, the wordmark band. */
export function pageCard(title: string, subtitle: string, label: string, motif: "timeline" | "odds") {
  const rule = `stroke="${paper}" stroke-opacity="0.35" stroke-width="2"`;
  const art =
    motif === "timeline"
      ? [
          `<path d="M120 392H1080" ${rule}/>`,
          ...[2040, 2050, 2060, 2070].map((year, index) => {
            const x = 180 + index * 280;
            return `<circle cx="${x}" cy="392" r="9" fill="${ink}" stroke="${paper}" stroke-width="3"/><text x="${x}" y="436" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="22" letter-spacing="3" fill="#b8b4ab">${year}s</text>`;
          }),
          `<circle cx="120" cy="392" r="11" fill="${accent}"/>`,
        ].join("")
      : [62, 48, 31]
          .map((share, index) => {
            const y = 360 + index * 30;
            return `<rect x="300" y="${y}" width="600" height="16" fill="none" ${rule}/><rect x="300" y="${y}" width="${share * 6}" height="16" fill="${index === 0 ? accent : paper}" fill-opacity="${index === 0 ? 1 : 0.6}"/>`;
          })
          .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}" viewBox="0 0 ${card.width} ${card.height}"><rect width="100%" height="100%" fill="${ink}"/>
<text x="600" y="200" text-anchor="middle" font-family="Liberation Serif, DejaVu Serif, serif" font-weight="700" font-size="96" fill="${paper}">${xmlEscape(title)}</text>
<text x="600" y="262" text-anchor="middle" font-family="Liberation Serif, DejaVu Serif, serif" font-style="italic" font-size="36" fill="#b8b4ab">${xmlEscape(subtitle)}</text>
${art}${masthead(label)}</svg>`;
}

/** A square logo for structured data and feed images. */
export function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${ink}"/><circle cx="16" cy="16" r="4.2" fill="${accent}"/><path d="M8.2 8.2a11 11 0 0 0 0 15.6M23.8 8.2a11 11 0 0 1 0 15.6" fill="none" stroke="${accent}" stroke-width="2.4" stroke-linecap="round"/></svg>`;
}
