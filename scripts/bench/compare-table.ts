// The table of `npm run bench -- --compare`: each figure of the baseline build (old) and this tree's
// (new) side by side, new ÷ old beside the absolutes, and the paints beside the page's own
// script-free floor, against the budgets of the comparison.
import type { LighthouseFigures } from "./lighthouse.ts";
import { upfrontBudgetKb } from "../js-weight/upfront.ts";

/** What the new build must reach against the old one and against its floor, in one run. */
export const compareBudgets = {
  /** TBT new ÷ old. */
  tbtRatio: 0.4,
  /** LCP new ÷ old. */
  lcpRatio: 0.8,
  /** LCP new ÷ the page's script-free floor. */
  lcpFloorRatio: 1.2,
  performance: 95,
  jsKb: upfrontBudgetKb,
};

export type CompareRow = {
  page: string;
  figure: string;
  old: string;
  new: string;
  ratio: string;
  floor: string;
  toFloor: string;
  budget: string;
  /** undefined: reported, no budget. */
  ok?: boolean;
};

export type ComparedPage = {
  page: string;
  old: LighthouseFigures;
  new: LighthouseFigures;
  floor?: LighthouseFigures;
};

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** new ÷ old as printed: two decimals, and a dash where old is 0 (a ratio to nothing says nothing). */
export function ratioText(value: number, base: number) {
  if (!Number.isFinite(value) || !Number.isFinite(base)) return "—";
  if (base === 0) return value === 0 ? "= 0" : "—";
  return `${(value / base).toFixed(2)}×`;
}

export function compareRows({ page, old, new: now, floor }: ComparedPage): CompareRow[] {
  const b = compareBudgets;
  const blank = { floor: "", toFloor: "" };
  const row = (
    figure: string,
    show: (f: LighthouseFigures) => string,
    pick: (f: LighthouseFigures) => number,
    rest: Partial<CompareRow>,
  ): CompareRow => ({
    page,
    figure,
    old: show(old),
    new: show(now),
    ratio: ratioText(pick(now), pick(old)),
    budget: "(report)",
    ...blank,
    ...rest,
  });
  const withFloor = (pick: (f: LighthouseFigures) => number) =>
    floor ? { floor: ms(pick(floor)), toFloor: ratioText(pick(now), pick(floor)) } : blank;
  const lcpOk = now.lcpMs <= old.lcpMs * b.lcpRatio && (!floor || now.lcpMs <= floor.lcpMs * b.lcpFloorRatio);
  return [
    row(
      "Performance",
      (f) => String(f.performance),
      (f) => f.performance,
      {
        budget: `new ≥ ${b.performance}`,
        ok: now.performance >= b.performance,
      },
    ),
    row(
      "LCP",
      (f) => ms(f.lcpMs),
      (f) => f.lcpMs,
      {
        ...withFloor((f) => f.lcpMs),
        budget: `÷ old ≤ ${b.lcpRatio}, ÷ floor ≤ ${b.lcpFloorRatio}`,
        ok: lcpOk,
      },
    ),
    row(
      "TBT",
      (f) => ms(f.tbtMs),
      (f) => f.tbtMs,
      {
        ...withFloor((f) => f.tbtMs),
        budget: `÷ old ≤ ${b.tbtRatio}`,
        ok: now.tbtMs <= old.tbtMs * b.tbtRatio,
      },
    ),
    row(
      "FCP",
      (f) => ms(f.fcpMs),
      (f) => f.fcpMs,
      withFloor((f) => f.fcpMs),
    ),
    row(
      "CLS",
      (f) => f.cls.toFixed(3),
      (f) => f.cls,
      { budget: "new 0", ok: now.cls < 0.0005 },
    ),
    row(
      "JS up front (gzip)",
      (f) => kb(f.jsUpfrontGzipBytes),
      (f) => f.jsUpfrontGzipBytes,
      {
        budget: `new ≤ ${b.jsKb} KB`,
        ok: now.jsUpfrontGzipBytes <= b.jsKb * 1024,
      },
    ),
    row(
      "JS loaded (gzip)",
      (f) => kb(f.jsLoadedGzipBytes),
      (f) => f.jsLoadedGzipBytes,
      {},
    ),
    row(
      "Bytes (gzip)",
      (f) => kb(f.pageGzipBytes),
      (f) => f.pageGzipBytes,
      {
        ...(floor
          ? { floor: kb(floor.pageGzipBytes), toFloor: ratioText(now.pageGzipBytes, floor.pageGzipBytes) }
          : {}),
      },
    ),
    row(
      "A11y / BP / SEO",
      (f) => `${f.accessibility}/${f.bestPractices}/${f.seo}`,
      () => Number.NaN,
      {
        budget: "new 100/100/100",
        ok: [now.accessibility, now.bestPractices, now.seo].every((s) => s === 100),
      },
    ),
  ];
}

const columns = [
  ["page", "Page"],
  ["figure", "Figure"],
  ["old", "Old"],
  ["new", "New"],
  ["ratio", "New÷old"],
  ["floor", "Floor"],
  ["toFloor", "New÷floor"],
  ["budget", "Budget"],
] as const;

/** The table as lines of text; the numbers right-aligned. */
export function formatCompareTable(rows: CompareRow[]): string[] {
  const header = Object.fromEntries(columns) as unknown as CompareRow;
  const all = [header, ...rows];
  const widths = columns.map(([key]) => Math.max(...all.map((row) => row[key].length)));
  const line = (row: CompareRow, mark: string) =>
    columns
      .map(([key], index) =>
        key === "page" || key === "figure" || key === "budget"
          ? row[key].padEnd(widths[index]!)
          : row[key].padStart(widths[index]!),
      )
      .join("  ") + `  ${mark}`;
  const lines = [line(header, ""), "-".repeat(widths.reduce((sum, width) => sum + width + 2, 4))];
  let last = "";
  for (const row of rows) {
    const mark = row.ok === undefined ? "" : row.ok ? "ok" : "OVER";
    lines.push(line({ ...row, page: row.page === last ? "" : row.page }, mark));
    last = row.page;
  }
  return lines;
}

/** One line per budget of the comparison: on how many page types it holds, and where it does not. */
export function budgetVerdicts(rows: CompareRow[]): { lines: string[]; over: number } {
  const figures = [...new Set(rows.filter((row) => row.ok !== undefined).map((row) => row.figure))];
  let over = 0;
  const lines = figures.map((figure) => {
    const judged = rows.filter((row) => row.figure === figure && row.ok !== undefined);
    const missed = judged.filter((row) => !row.ok).map((row) => row.page.split(" ")[0]);
    over += missed.length;
    const budget = judged[0]!.budget;
    return missed.length
      ? `✖ ${figure} (${budget}): missed on ${missed.length} of ${judged.length}: ${missed.join(", ")}`
      : `✔ ${figure} (${budget}): met on all ${judged.length}`;
  });
  return { lines, over };
}
