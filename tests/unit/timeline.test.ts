import { describe, expect, it } from "vitest";
import { groupByDecade, presentMarkerIndex, timelineYearPath } from "~/lib/futures/timeline";

const story = (slug: string, dateline: string) => ({ slug, title: slug, dateline });

describe("The Timeline's grouping", () => {
  it("puts stories under their dateline's year, years under decades, earliest first", () => {
    const decades = groupByDecade([
      story("c", "2061-03-01"),
      story("a", "2044-05-02"),
      story("b", "2047-01-09"),
      story("a2", "2044-01-01"),
    ]);
    expect(decades.map((section) => section.decade)).toEqual([2040, 2060]);
    expect(decades[0]!.years.map((heading) => heading.year)).toEqual([2044, 2047]);
    expect(decades[0]!.years[0]!.stories.map((item) => item.slug)).toEqual(["a2", "a"]);
  });

  it("has nothing to show when there are no stories", () => {
    expect(groupByDecade([])).toEqual([]);
    expect(presentMarkerIndex([], 2026)).toBe(0);
  });

  it("marks the present before the first decade not yet over", () => {
    const decades = [{ decade: 2020 }, { decade: 2040 }, { decade: 2050 }];
    expect(presentMarkerIndex(decades, 2026)).toBe(0);
    expect(presentMarkerIndex(decades, 2045)).toBe(1);
    expect(presentMarkerIndex(decades, 2080)).toBe(3);
  });

  it("links a year to its heading on the page", () => {
    expect(timelineYearPath("2053")).toBe("/timeline#y2053");
  });
});
