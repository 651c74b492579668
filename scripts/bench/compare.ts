// The runs of `npm run bench -- --compare`: for each page type, run for run, Lighthouse on the
// baseline build (old), on this tree's build (new) and on the new page without its scripts (floor),
// so that whatever else the machine does falls on all three alike. Medians of each figure.
import { loadavg } from "node:os";
import { compareRows, type CompareRow } from "./compare-table.ts";
import { medianFigures, runLighthouse, type LighthouseFigures } from "./lighthouse.ts";
import type { PageKind } from "./options.ts";

type Side = "old" | "new" | "floor";

export type ComparedRuns = Record<Side, LighthouseFigures[]> & {
  median: Partial<Record<Side, LighthouseFigures>>;
  loadAverages: number[];
};

export async function comparePages(options: {
  kinds: PageKind[];
  pages: Record<PageKind, string>;
  runs: number;
  origins: { old: string; new: string; floor?: string };
  /** Asked before each page type: true ends the comparison with the pages measured so far. */
  stopRequested?: () => boolean;
}) {
  const { kinds, pages, runs, origins } = options;
  const rows: CompareRow[] = [];
  const results: Partial<Record<PageKind, ComparedRuns | { status: Record<string, number> }>> = {};
  for (const kind of kinds) {
    if (options.stopRequested?.()) {
      console.log(`■ Stopped before ${kind}: the table has the page types measured so far.`);
      break;
    }
    const path = pages[kind];
    const status = {
      old: (await fetch(`${origins.old}${path}`)).status,
      new: (await fetch(`${origins.new}${path}`)).status,
    };
    if (status.old !== 200 || status.new !== 200) {
      console.log(`✖ ${kind} ${path} answers HTTP ${status.old} (old), ${status.new} (new): not measured`);
      results[kind] = { status };
      rows.push({
        page: `${kind} ${path}`,
        figure: "HTTP status",
        old: String(status.old),
        new: String(status.new),
        ...{ ratio: "", floor: "", toFloor: "" },
        budget: "200",
        ok: false,
      });
      continue;
    }
    const sides = (["old", "new", "floor"] as const).filter((side) => origins[side]);
    const figures: ComparedRuns = { old: [], new: [], floor: [], median: {}, loadAverages: [] };
    for (let run = 1; run <= runs; run++) {
      for (const side of sides) {
        const load = Number(loadavg()[0]!.toFixed(2));
        figures.loadAverages.push(load);
        console.log(`▶ Lighthouse ${kind} ${path}, ${side} (run ${run} of ${runs}, load ${load})`);
        // Chromium now and then loses a load's trace twice running (NO_NAVSTART): that run is left out
        // of the median, instead of ending a comparison that has taken half an hour so far.
        try {
          figures[side].push(await runLighthouse(`${origins[side]}${path}`));
        } catch (error) {
          console.log(`  ✖ left out of the median: ${String(error).split("\n")[0]}`);
        }
      }
    }
    const empty = sides.filter((side) => figures[side].length === 0);
    if (empty.length > 0) {
      console.log(`✖ ${kind} ${path}: no run recorded for ${empty.join(", ")}; not compared`);
      continue;
    }
    const short = sides.filter((side) => figures[side].length < runs);
    for (const side of short) console.log(`  ${kind} ${side}: median of ${figures[side].length} runs`);
    for (const side of sides) figures.median[side] = medianFigures(figures[side]);
    results[kind] = figures;
    rows.push(
      ...compareRows({
        page: `${kind} ${path}`,
        old: figures.median.old!,
        new: figures.median.new!,
        floor: figures.median.floor,
      }),
    );
  }
  return { rows, results };
}
