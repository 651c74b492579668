// `npm run fonts`: writes the site's web fonts (app/lib/config/font-subsets.ts) from the npm packages.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fontSubsets } from "../app/lib/config/font-subsets.ts";
import { fontsDir, subsetFontFile } from "./lib/subset-fonts.ts";

for (const subset of Object.values(fontSubsets)) {
  const font = await subsetFontFile(subset);
  writeFileSync(join(fontsDir, subset.file), font);
  console.log(`${subset.file}: ${(font.length / 1024).toFixed(1)} KB, from ${subset.source}`);
}
