// `npm run images:share`: renders the 1200×630 share card of every article (its hero illustration,
// the masthead and a "SATIRE · {year}" mark) and the site's default card and logo, as PNGs under
// public/images/share/. Run it after adding an article or changing a hero image; commit the PNGs.
import { Resvg } from "@resvg/resvg-js";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tagline } from "../app/lib/config/site.ts";
import { datelineYear } from "../app/lib/utils/dateline.ts";
import { readAllContent } from "./content/read.ts";
import { articleCard, defaultCard, logoSvg, pageCard } from "./share-images/card.ts";

const root = process.cwd();
const outDir = join(root, "public/images/share");
const fontDirs = ["/usr/share/fonts/truetype/liberation", "/usr/share/fonts/truetype/dejavu"];
const fontFiles = fontDirs
  .filter((dir) => existsSync(dir))
  .flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)))
  .filter((file) => /\.(ttf|otf)$/.test(file));
if (!fontFiles.some((file) => file.includes("LiberationSerif"))) {
  console.error("The cards' wordmark needs Liberation fonts: apt-get install -y fonts-liberation");
  process.exit(1);
}

// A 256-colour palette keeps the flat illustrations' cards near 50–80 KB instead of 100–400 KB.
// sharp comes with wrangler's local runtime (miniflare); without it the cards stay full-colour PNGs.
type Quantize = (png: Buffer) => Promise<Buffer>;
async function loadQuantizer(): Promise<Quantize | undefined> {
  try {
    const { default: sharp } = await import("sharp");
    return (png) =>
      sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer();
  } catch {
    console.warn("sharp is not installed: writing full-colour PNGs (larger files).");
    return undefined;
  }
}
const quantize = await loadQuantizer();

async function render(svg: string, file: string) {
  const resvg = new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "Liberation Sans" },
  });
  const rendered = resvg.render().asPng();
  const png = quantize ? await quantize(rendered) : rendered;
  writeFileSync(join(outDir, file), png);
  return png.length;
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const { articles } = readAllContent(join(root, "content"));
const sizes: [string, number][] = [];
for (const article of articles) {
  const hero = readFileSync(join(root, "public", article.image.src), "utf8");
  const year = datelineYear(article.dateline);
  sizes.push([`${article.slug}.png`, await render(articleCard(hero, year), `${article.slug}.png`)]);
}
sizes.push(["default.png", await render(defaultCard(tagline), "default.png")]);
sizes.push(["logo.png", await render(logoSvg(), "logo.png")]);
const timelineCard = pageCard(
  "The Timeline",
  "Every story on the year it happens",
  "SATIRE · 2040–2079",
  "timeline",
);
sizes.push(["timeline.png", await render(timelineCard, "timeline.png")]);
const oddsCard = pageCard("The Odds", "Which futures readers expect to see", "SATIRE · READER POLL", "odds");
sizes.push(["odds.png", await render(oddsCard, "odds.png")]);

const largest = Math.max(...sizes.map(([, size]) => size));
console.log(
  `Rendered ${sizes.length} images to public/images/share/ ` +
    `(largest ${(largest / 1024).toFixed(0)} KB, total ${(sizes.reduce((sum, [, s]) => sum + s, 0) / 1024).toFixed(0)} KB).`,
);
for (const [file, size] of sizes.filter(([, size]) => size > 150 * 1024)) {
  console.warn(`  ${file} is ${(size / 1024).toFixed(0)} KB, above the 150 KB aim`);
}
