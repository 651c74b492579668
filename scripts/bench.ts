// `npm run bench`: builds, serves the production build in workerd with quiet logs and a database of
// its own, then runs Lighthouse (mobile preset, median of N runs) on each page type, and autocannon
// on the article page and on /api/search (scripts/bench/search-load.ts), and prints one table against
// the budgets. Options: scripts/bench/options.ts.
// Each page is also measured as its own server HTML without scripts (scripts/bench/floor.ts), run for
// run alternately with the real page, and its FCP and LCP are printed as ratios to that floor.
// `--compare [ref]` also builds and serves another commit (main unless named; scripts/bench/baseline.ts)
// and measures it, this tree's build and the floor in turn, run by run (scripts/bench/compare.ts).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { prepareBaseline, type Baseline } from "./bench/baseline.ts";
import { comparePages } from "./bench/compare.ts";
import { budgetVerdicts, formatCompareTable, type CompareRow } from "./bench/compare-table.ts";
import { startFloorServer } from "./bench/floor.ts";
import { runLighthouse, medianFigures, type LighthouseFigures } from "./bench/lighthouse.ts";
import { runLoad } from "./bench/load.ts";
import { pageKinds, readOptions, type PageKind } from "./bench/options.ts";
import { resolvePages } from "./bench/pages.ts";
import { measureSearch } from "./bench/search-load.ts";
import { floorRows, lighthouseRows, loadRows, missingRow, printTable, searchRows } from "./bench/table.ts";
import { ensureChromium } from "./lib/chromium.ts";
import { assertPortFree, prepareLocalDatabase, startWorker, step, stopWorker } from "./lib/run.ts";

const options = readOptions(process.argv.slice(2));
const origin = `http://127.0.0.1:${options.port}`;
const persistTo = ".wrangler/bench";
await assertPortFree(options.port);
if (options.compare) await assertPortFree(options.compare.port);
if (options.lighthouse) ensureChromium();
const baseline: Baseline | undefined = options.compare
  ? prepareBaseline(options.compare.ref, options.build)
  : undefined;

if (options.build) {
  rmSync("build", { recursive: true, force: true });
  step("Build", "npx", ["react-router", "build"]);
}
rmSync(persistTo, { recursive: true, force: true });
prepareLocalDatabase("benchmark", persistTo);

const worker = await startWorker({ port: options.port, persistTo, logLevel: "warn" });
const baseWorker =
  baseline &&
  (await startWorker({
    port: options.compare!.port,
    persistTo: baseline.persistTo,
    logLevel: "warn",
    cwd: baseline.dir,
  }).catch((error: unknown) => {
    stopWorker(worker);
    throw error;
  }));
const rows = [];
let compareRows: CompareRow[] = [];
const results: {
  pages?: Record<PageKind, string>;
  compare?: { ref: string; commit: string; results: unknown };
  lighthouse?: Record<string, unknown>;
  load?: unknown;
} = {};
const loadNow = () => Number(loadavg()[0]!.toFixed(2));
let floorServer: Awaited<ReturnType<typeof startFloorServer>> | undefined;
try {
  const pages = await resolvePages(origin, options.paths);
  results.pages = pages;
  if (options.lighthouse && options.floor) {
    floorServer = await startFloorServer(
      origin,
      pageKinds.map((kind) => pages[kind]),
      options.floorPort,
    );
  }
  if (options.lighthouse && baseline) {
    // A comparison of eight page types takes long on a busy machine: SIGINT (Ctrl-C) ends it after the
    // page type being measured, with the table and the raw figures of the ones done.
    let stop = false;
    process.once("SIGINT", () => {
      stop = true;
      console.log("■ Stopping after this page type (Ctrl-C again to quit at once).");
      process.once("SIGINT", () => process.exit(130));
    });
    const compared = await comparePages({
      kinds: options.kinds,
      pages,
      runs: options.runs,
      origins: {
        old: `http://127.0.0.1:${options.compare!.port}`,
        new: origin,
        floor: floorServer?.origin,
      },
      stopRequested: () => stop,
    });
    compareRows = compared.rows;
    results.compare = { ref: baseline.ref, commit: baseline.commit, results: compared.results };
  } else if (options.lighthouse) {
    results.lighthouse = {};
    for (const kind of options.kinds) {
      const status = (await fetch(`${origin}${pages[kind]}`)).status;
      if (status !== 200) {
        console.log(`✖ ${kind} ${pages[kind]} answers HTTP ${status}: not measured`);
        rows.push(missingRow(kind, pages[kind], status));
        continue;
      }
      const runs: LighthouseFigures[] = [];
      const floorRuns: LighthouseFigures[] = [];
      const loads: number[] = [];
      for (let run = 1; run <= options.runs; run++) {
        loads.push(loadNow());
        console.log(
          `▶ Lighthouse ${kind} ${pages[kind]} (run ${run} of ${options.runs}, load ${loads.at(-1)})`,
        );
        runs.push(await runLighthouse(`${origin}${pages[kind]}`));
        if (floorServer) {
          console.log(`▶ Lighthouse ${kind} without scripts (floor, run ${run} of ${options.runs})`);
          floorRuns.push(await runLighthouse(`${floorServer.origin}${pages[kind]}`));
        }
      }
      const figures = medianFigures(runs);
      const floor = floorRuns.length ? medianFigures(floorRuns) : undefined;
      results.lighthouse[kind] = { runs, median: figures, floorRuns, floor, loadAverages: loads };
      rows.push(...lighthouseRows(kind, pages[kind], figures, floor));
    }
  }
  if (options.load) {
    const path = options.loadPath ?? pages.article;
    const url = `${origin}${path}`;
    await fetch(url); // warm the edge cache and the isolate, as a popular article would be
    console.log(`▶ autocannon ${path}: 1 connection, then 10, ${options.loadSeconds} s each`);
    const one = await runLoad(url, 1, options.loadSeconds);
    const ten = await runLoad(url, 10, options.loadSeconds);
    const staticPath = "/favicon.svg";
    console.log(
      `▶ autocannon ${staticPath} (a static file: the floor), 10 connections, ${options.loadSeconds} s`,
    );
    const floor = await runLoad(`${origin}${staticPath}`, 10, options.loadSeconds);
    rows.push(...loadRows(path, one, ten, floor), ...floorRows(staticPath, floor));
    const search = await measureSearch(origin, options.loadSeconds);
    results.load = { one, ten, floor, search, loadAverage: loadNow() };
    rows.push(...searchRows(search));
  }
} finally {
  await floorServer?.close();
  stopWorker(worker);
  if (baseWorker) stopWorker(baseWorker);
}

mkdirSync("bench-results", { recursive: true });
const file = `bench-results/bench-${baseline ? "compare-" : ""}${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
let over = 0;
if (baseline) {
  console.log(
    `\nOld: ${baseline.ref} (${baseline.commit.slice(0, 12)}). New: this tree. Medians of ${options.runs}.`,
  );
  console.log(formatCompareTable(compareRows).join("\n"));
  const verdicts = budgetVerdicts(compareRows);
  console.log(`\n${verdicts.lines.join("\n")}`);
  over = verdicts.over;
} else over = printTable(rows);
// Lab figures depend on the machine being otherwise idle; say how busy it was.
const [load1, load5] = loadavg();
console.log(
  `Machine: ${cpus().length} CPU(s), load average ${load1!.toFixed(1)} (1 min), ${load5!.toFixed(1)} (5 min).`,
);
console.log(`Raw figures: ${file}`);
process.exit(over ? 1 : 0);
