// Cuts one web font from its npm file with HarfBuzz (through subset-font): the characters and the design
// space in app/lib/config/font-subsets.ts, every OpenType feature kept (small caps, figures, kerning).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { codePointsOf, type FontSubset } from "../../app/lib/config/font-subsets.ts";

export const fontsDir = join(import.meta.dirname, "../../app/assets/fonts");
const require = createRequire(import.meta.url);

export async function subsetFontFile(subset: FontSubset): Promise<Buffer> {
  const source = readFileSync(require.resolve(subset.source));
  const text = String.fromCodePoint(...codePointsOf(subset.range));
  return subsetFont(source, text, { targetFormat: "woff2", variationAxes: subset.axes });
}
