import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { accentsRange, codePointsOf, coreRange, fontSubsets, latinRange } from "~/lib/config/font-subsets";
import { fontsDir, subsetFontFile } from "../../scripts/lib/subset-fonts.ts";

const require = createRequire(import.meta.url);

async function openFace(woff2: Buffer) {
  const sfnt = await convert(woff2, "sfnt");
  return new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer));
}

describe.each(Object.values(fontSubsets))("The web font $file", (subset) => {
  const committed = readFileSync(join(fontsDir, subset.file));

  it("is exactly what `npm run fonts` cuts from the npm package today", async () => {
    expect((await subsetFontFile(subset)).equals(committed)).toBe(true);
  });

  it("keeps every character of its range that the npm file had, and the axes the pages use", async () => {
    const source = await openFace(readFileSync(require.resolve(subset.source)));
    const cut = await openFace(committed);
    const wanted = new Set(codePointsOf(subset.range));
    const had = [...source.collectUnicodes()].filter((codePoint) => wanted.has(codePoint));
    const kept = new Set(cut.collectUnicodes());
    expect(had.filter((codePoint) => !kept.has(codePoint))).toEqual([]);
    expect(had.length).toBeGreaterThan(subset.range === coreRange ? 140 : 60);

    const axes = cut.getAxisInfos();
    for (const [tag, value] of Object.entries(subset.axes)) {
      if (typeof value === "number") expect(axes[tag]).toBeUndefined();
      else expect(axes[tag]).toMatchObject({ min: value.min, max: value.max });
    }
  });

  it("is smaller than the file it was cut from", () => {
    expect(committed.length).toBeLessThan(readFileSync(require.resolve(subset.source)).length * 0.7);
  });
});

describe("The web font's two ranges", () => {
  it("cover the npm files' Latin range together, each character once", () => {
    const core = codePointsOf(coreRange);
    const accents = codePointsOf(accentsRange);
    expect(core.filter((codePoint) => accents.includes(codePoint))).toEqual([]);
    expect([...core, ...accents].sort((a, b) => a - b)).toEqual(
      codePointsOf(latinRange).sort((a, b) => a - b),
    );
  });

  it("put the letters of English copy and its punctuation in the file every page loads", () => {
    const core = new Set(codePointsOf(coreRange));
    for (const character of "AZaz09’‘“”–—…·£§€×÷©½") expect(core.has(character.codePointAt(0)!)).toBe(true);
    expect(core.has("é".codePointAt(0)!)).toBe(false);
  });

  it("are the site's only web family, upright and italic", () => {
    expect(Object.values(fontSubsets).every((subset) => subset.source.includes("/newsreader/"))).toBe(true);
  });
});
