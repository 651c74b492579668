// The budgets of issue 7 and the one table that sets the measured figures against them.
import type { LighthouseFigures } from "./lighthouse.ts";
import type { LoadFigures } from "./load.ts";
import { searchRatioTargets, type SearchLoadFigures } from "./search-load.ts";
import type { PageKind } from "./options.ts";
import { upfrontBudgetKb } from "../js-weight/upfront.ts";

type Row = { page: string; figure: string; value: string; budget: string; ok: boolean };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** The goal for a page's first paint against the same HTML without scripts (decision 101). */
export const floorRatioGoal = 1.15;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;
/** The article page's throughput at 10 connections against a static file's, in the same run. */
const pageThroughputGoal = 0.85;

export function lighthouseRows(
  kind: PageKind,
  path: string,
  f: LighthouseFigures,
  floor?: LighthouseFigures,
): Row[] {
  const page = `${kind} ${path}`;
  const rows: Row[] = [
    { page, figure: "Performance", value: String(f.performance), budget: "≥ 98", ok: f.performance >= 98 },
    {
      page,
      figure: "Accessibility",
      value: String(f.accessibility),
      budget: "100",
      ok: f.accessibility === 100,
    },
    {
      page,
      figure: "Best practices",
      value: String(f.bestPractices),
      budget: "100",
      ok: f.bestPractices === 100,
    },
    { page, figure: "SEO", value: String(f.seo), budget: "100", ok: f.seo === 100 },
    { page, figure: "FCP", value: ms(f.fcpMs), budget: "≤ 1200 ms", ok: f.fcpMs <= 1200 },
    { page, figure: "LCP", value: ms(f.lcpMs), budget: "≤ 1500 ms", ok: f.lcpMs <= 1500 },
    { page, figure: "TBT", value: ms(f.tbtMs), budget: "≤ 50 ms", ok: f.tbtMs <= 50 },
    { page, figure: "CLS", value: f.cls.toFixed(3), budget: "≤ 0.02", ok: f.cls <= 0.02 },
    {
      page,
      figure: "JS up front (gzip)",
      value: kb(f.jsUpfrontGzipBytes),
      budget: `≤ ${upfrontBudgetKb} KB`,
      ok: f.jsUpfrontGzipBytes <= upfrontBudgetKb * 1024,
    },
    { page, figure: "JS loaded (gzip)", value: kb(f.jsLoadedGzipBytes), budget: "(report)", ok: true },
  ];
  const weight = { page, figure: "Page weight (gzip)", value: kb(f.pageGzipBytes) };
  rows.push(
    kind === "article"
      ? { ...weight, budget: "≤ 300 KB", ok: f.pageGzipBytes <= 300 * 1024 }
      : { ...weight, budget: "(report)", ok: true },
  );
  if (floor) rows.push(...floorRatioRows(page, f, floor));
  return rows;
}

/**
 * The same page's server HTML with its scripts removed, measured the same way in the same run: what
 * the document, stylesheet, fonts and images alone allow. The ratios are the budget; the floor's own
 * figures are printed so that a slow run can be told from a slow page.
 */
function floorRatioRows(page: string, f: LighthouseFigures, floor: LighthouseFigures): Row[] {
  const goal = `≤ ${floorRatioGoal.toFixed(2)}×`;
  return [
    {
      page,
      figure: "Floor FCP / LCP (no JS)",
      value: `${ms(floor.fcpMs)} / ${ms(floor.lcpMs)}`,
      budget: "(report)",
      ok: true,
    },
    {
      page,
      figure: "FCP ÷ floor",
      value: ratio(f.fcpMs, floor.fcpMs),
      budget: goal,
      ok: f.fcpMs <= floor.fcpMs * floorRatioGoal,
    },
    {
      page,
      figure: "LCP ÷ floor",
      value: ratio(f.lcpMs, floor.lcpMs),
      budget: goal,
      ok: f.lcpMs <= floor.lcpMs * floorRatioGoal,
    },
  ];
}

export function missingRow(kind: PageKind, path: string, status: number): Row {
  return { page: `${kind} ${path}`, figure: "Page", value: `HTTP ${status}`, budget: "200", ok: false };
}

export function loadRows(path: string, one: LoadFigures, ten: LoadFigures, floor?: LoadFigures): Row[] {
  const page = `load ${path}`;
  const throughput: Row[] = floor
    ? [
        { page, figure: "req/s @ 10 conns", value: ten.rps.toFixed(0), budget: "(report)", ok: true },
        {
          page,
          figure: "req/s ÷ static floor",
          value: ratio(ten.rps, floor.rps),
          budget: `≥ ${pageThroughputGoal}×`,
          ok: ten.rps / floor.rps >= pageThroughputGoal,
        },
        {
          page,
          figure: "p95 ÷ static floor",
          value: ratio(ten.p95Ms, floor.p95Ms),
          budget: "(report)",
          ok: true,
        },
      ]
    : [];
  return [
    {
      page,
      figure: "p50 @ 1 conn",
      value: `${one.p50Ms.toFixed(1)} ms`,
      budget: "≤ 10 ms",
      ok: one.p50Ms <= 10,
    },
    {
      page,
      figure: "p95 @ 10 conns",
      value: `${ten.p95Ms.toFixed(1)} ms`,
      budget: "≤ 50 ms",
      ok: ten.p95Ms <= 50,
    },
    {
      page,
      figure: "Errors",
      value: `${one.errors + ten.errors} of ${one.requests + ten.requests}`,
      budget: "0",
      ok: one.errors + ten.errors === 0,
    },
    ...throughput,
  ];
}

/**
 * The same 10-connection load on a static file, which the asset router answers without running any
 * of the site's code: the floor that local workerd, its router and the load generator set on this
 * machine. Reported beside the budget, not against one.
 */
export function floorRows(path: string, ten: LoadFigures): Row[] {
  const page = `load ${path} (floor)`;
  return [
    {
      page,
      figure: "p95 @ 10 conns",
      value: `${ten.p95Ms.toFixed(1)} ms`,
      budget: "(report)",
      ok: ten.errors === 0,
    },
    { page, figure: "req/s @ 10 conns", value: ten.rps.toFixed(0), budget: "(report)", ok: ten.errors === 0 },
  ];
}

export function printTable(rows: Row[]) {
  const header = { page: "Page", figure: "Figure", value: "Measured", budget: "Budget", ok: true };
  const all = [header, ...rows];
  const width = (key: "page" | "figure" | "value" | "budget") =>
    Math.max(...all.map((row) => row[key].length));
  const line = (row: Row, mark: string) =>
    `${row.page.padEnd(width("page"))}  ${row.figure.padEnd(width("figure"))}  ${row.value.padStart(width("value"))}  ${row.budget.padEnd(width("budget"))}  ${mark}`;
  console.log(`\n${line(header, "")}`);
  console.log("-".repeat(width("page") + width("figure") + width("value") + width("budget") + 12));
  for (const row of rows) console.log(line(row, row.ok ? "ok" : "OVER"));
  const over = rows.filter((row) => !row.ok).length;
  console.log(over ? `\n${over} figure(s) over budget.` : "\nEvery figure is within its budget.");
  return over;
}

/** GET /api/search at 10 connections: each set's p95 against the no-lookup floor's, in the same run. */
export function searchRows(sets: {
  cached: SearchLoadFigures;
  uncached: SearchLoadFigures;
  floor: SearchLoadFigures;
}) {
  const { cached, uncached, floor } = sets;
  const row = (figure: string, set: SearchLoadFigures, goal: number): Row[] => [
    { page: "load /api/search", figure: `${figure} p95`, value: ms(set.p95), budget: "(report)", ok: true },
    {
      page: "load /api/search",
      figure: `${figure} p95 ÷ floor`,
      value: ratio(set.p95, floor.p95),
      budget: `≤ ${goal}×`,
      ok: set.p95 / floor.p95 <= goal && set.failed === 0,
    },
  ];
  return [
    ...row("hit", cached, searchRatioTargets.cached),
    ...row("miss", uncached, searchRatioTargets.uncached),
    {
      page: "load /api/search (floor)",
      figure: "p95",
      value: ms(floor.p95),
      budget: "(report)",
      ok: floor.failed === 0,
    },
  ];
}
