import { describe, expect, it } from "vitest";
import {
  budgetVerdicts,
  compareRows,
  formatCompareTable,
  ratioText,
} from "../../scripts/bench/compare-table.ts";
import type { LighthouseFigures } from "../../scripts/bench/lighthouse.ts";

const figures = (over: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 80,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 2800,
  tbtMs: 600,
  cls: 0,
  jsUpfrontGzipBytes: 120 * 1024,
  jsLoadedGzipBytes: 150 * 1024,
  pageGzipBytes: 290 * 1024,
  pageTransferBytes: 290 * 1024,
  ...over,
});

const byFigure = (rows: ReturnType<typeof compareRows>) =>
  Object.fromEntries(rows.map((row) => [row.figure, row]));

describe("the comparison table", () => {
  it("prints old and new beside new ÷ old and the paints beside the floor", () => {
    const rows = byFigure(
      compareRows({
        page: "article /articles/a",
        old: figures({}),
        new: figures({ performance: 96, lcpMs: 2100, tbtMs: 200, pageGzipBytes: 200 * 1024 }),
        floor: figures({ lcpMs: 2000, tbtMs: 100 }),
      }),
    );
    expect(rows.LCP).toMatchObject({
      old: "2800 ms",
      new: "2100 ms",
      ratio: "0.75×",
      floor: "2000 ms",
      toFloor: "1.05×",
      ok: true,
    });
    expect(rows.TBT).toMatchObject({ old: "600 ms", new: "200 ms", ratio: "0.33×", ok: true });
    expect(rows.Performance).toMatchObject({ old: "80", new: "96", ok: true });
    expect(rows["Bytes (gzip)"]).toMatchObject({ old: "290.0 KB", new: "200.0 KB", ratio: "0.69×" });
    expect(rows.FCP!.ok).toBeUndefined();
  });

  it("fails each budget at its own line: TBT 0.4, LCP 0.8 of old and 1.2 of the floor, perf 95", () => {
    const rows = byFigure(
      compareRows({
        page: "home /",
        old: figures({}),
        new: figures({ performance: 94, lcpMs: 2241, tbtMs: 241, cls: 0.001 }),
        floor: figures({ lcpMs: 1800 }),
      }),
    );
    expect(rows.TBT!.ok).toBe(false);
    expect(rows.LCP!.ok).toBe(false); // 0.80× of old, but 1.25× of the floor
    expect(rows.Performance!.ok).toBe(false);
    expect(rows.CLS!.ok).toBe(false);
  });

  it("says nothing of a ratio to zero, and lets 0 ms of blocking stay 0", () => {
    expect(ratioText(0, 0)).toBe("= 0");
    expect(ratioText(40, 0)).toBe("—");
    const rows = byFigure(
      compareRows({ page: "odds /odds", old: figures({ tbtMs: 0 }), new: figures({ tbtMs: 0 }) }),
    );
    expect(rows.TBT).toMatchObject({ ratio: "= 0", ok: true });
  });

  it("names the pages each budget misses", () => {
    const rows = [
      ...compareRows({
        page: "home /",
        old: figures({}),
        new: figures({ tbtMs: 100, lcpMs: 2000, performance: 97 }),
      }),
      ...compareRows({
        page: "odds /odds",
        old: figures({}),
        new: figures({ tbtMs: 500, lcpMs: 2000, performance: 97 }),
      }),
    ];
    const verdicts = budgetVerdicts(rows);
    expect(verdicts.lines).toContain("✖ TBT (÷ old ≤ 0.4): missed on 1 of 2: odds");
    expect(verdicts.lines).toContain("✔ Performance (new ≥ 95): met on all 2");
    expect(verdicts.over).toBe(1);
    const table = formatCompareTable(rows);
    expect(table[0]).toMatch(/^Page\s+Figure\s+Old\s+New\s+New÷old\s+Floor\s+New÷floor\s+Budget/);
    expect(table.filter((line) => line.startsWith("odds /odds"))).toHaveLength(1);
    expect(table.some((line) => /TBT .* OVER$/.test(line))).toBe(true);
  });
});
