import { describe, expect, it } from "vitest";
import { oddsJson, rankFutures, standingOf, toFuture, wilsonInterval, type Tally } from "~/lib/futures/odds";

let id = 0;
function tally(
  slug: string,
  yes: number,
  maybe: number,
  no: number,
  publishedAt = "2026-01-01T00:00:00Z",
): Tally {
  id += 1;
  return { id, slug, title: slug, category: "Space & Beyond", publishedAt, yes, maybe, no };
}

describe("The Wilson interval", () => {
  it("matches published 95 % values", () => {
    // Reference values: Wilson (1927) score interval with z = 1.96, as tabulated by Newcombe (1998).
    const cases: [number, number, number, number][] = [
      [8, 10, 0.4902, 0.9433],
      [0, 10, 0, 0.2775],
      [10, 10, 0.7225, 1],
      [50, 100, 0.4038, 0.5962],
      [1, 5, 0.0362, 0.6245],
      [81, 263, 0.2553, 0.3662],
    ];
    for (const [successes, n, lower, upper] of cases) {
      const interval = wilsonInterval(successes, n);
      expect(interval.lower, `${successes}/${n}`).toBeCloseTo(lower, 4);
      expect(interval.upper, `${successes}/${n}`).toBeCloseTo(upper, 4);
    }
  });

  it("counts a maybe as half a success", () => {
    const future = toFuture(tally("half", 2, 4, 4));
    expect(future.total).toBe(10);
    expect(future.belief).toBe(0.4);
    expect(future.score).toBeCloseTo(wilsonInterval(4, 10).lower, 12);
  });

  it("gives no votes at all the whole range and a score of 0", () => {
    expect(wilsonInterval(0, 0)).toEqual({ lower: 0, upper: 1 });
    expect(toFuture(tally("silent", 0, 0, 0))).toMatchObject({ total: 0, belief: 0, score: 0, upper: 1 });
  });
});

describe("Ranking the futures", () => {
  it("three unanimous votes never outrank three hundred mostly believing ones", () => {
    const odds = rankFutures([tally("few", 5, 0, 0), tally("many", 240, 0, 60)]);
    expect(odds.ranked.map((future) => future.slug)).toEqual(["many", "few"]);
    expect(odds.ranked.map((future) => future.rank)).toEqual([1, 2]);
  });

  it("ranks only stories with at least 5 votes; the rest are 'not enough votes yet'", () => {
    const odds = rankFutures([tally("four", 4, 0, 0), tally("five", 3, 1, 1), tally("none", 0, 0, 0)]);
    expect(odds.ranked.map((future) => future.slug)).toEqual(["five"]);
    expect(odds.unranked.map((future) => future.slug)).toEqual(["four", "none"]);
    expect(standingOf(odds, odds.unranked[0]!.id)).toEqual({ rank: null, of: 1 });
    expect(standingOf(odds, odds.ranked[0]!.id)).toEqual({ rank: 1, of: 1 });
  });

  it("breaks ties in score by vote count, then by the newest story", () => {
    const odds = rankFutures([
      tally("old", 0, 0, 10, "2026-01-01T00:00:00Z"),
      tally("new", 0, 0, 10, "2026-03-01T00:00:00Z"),
      tally("more", 0, 0, 20, "2025-01-01T00:00:00Z"),
    ]);
    // All three score 0; the one with more votes first, then the newer of the two equal ones.
    expect(odds.ranked.map((future) => future.slug)).toEqual(["more", "new", "old"]);
  });

  it("scores a story with only maybe votes at a lower bound under one half", () => {
    const odds = rankFutures([tally("maybes", 0, 12, 0), tally("yeses", 12, 0, 0)]);
    const maybes = odds.ranked.find((future) => future.slug === "maybes")!;
    expect(maybes.belief).toBe(0.5);
    expect(maybes.score).toBeCloseTo(wilsonInterval(6, 12).lower, 12);
    expect(maybes.score).toBeLessThan(0.5);
    expect(maybes.rank).toBe(2);
  });

  it("lists the most doubted by the lowest upper bound", () => {
    const odds = rankFutures([tally("sure-no", 0, 0, 50), tally("few-no", 0, 0, 5), tally("yes", 20, 0, 0)]);
    expect(odds.doubted.map((future) => future.slug)).toEqual(["sure-no", "few-no", "yes"]);
  });

  it("considers only stories with at least 20 votes for most divided, closest to even first", () => {
    const odds = rankFutures([
      tally("even-but-19", 10, 0, 9),
      tally("even", 10, 0, 10),
      tally("lopsided", 18, 0, 2),
      tally("nearly", 11, 0, 9),
    ]);
    expect(odds.divided.map((future) => future.slug)).toEqual(["even", "nearly", "lopsided"]);
  });

  it("averages belief by category over every vote cast on its stories", () => {
    const odds = rankFutures([
      { ...tally("a", 3, 2, 5), category: "AI & Society" },
      { ...tally("b", 1, 0, 1), category: "AI & Society" },
      { ...tally("c", 0, 0, 0), category: "Sustainability" },
    ]);
    expect(odds.byCategory).toEqual([
      { category: "AI & Society", stories: 2, total: 12, belief: 5 / 12 },
      { category: "Sustainability", stories: 1, total: 0, belief: null },
    ]);
  });

  it("with no votes at all, ranks nothing and lists every story as unranked", () => {
    const odds = rankFutures([tally("x", 0, 0, 0), tally("y", 0, 0, 0)]);
    expect(odds.ranked).toEqual([]);
    expect(odds.unranked).toHaveLength(2);
    expect(oddsJson(odds)).toEqual({
      success: true,
      ranked: [],
      unranked: [
        { slug: "x", title: "x", category: "Space & Beyond", yes: 0, maybe: 0, no: 0, total: 0 },
        { slug: "y", title: "y", category: "Space & Beyond", yes: 0, maybe: 0, no: 0, total: 0 },
      ],
    });
  });

  it("answers the API's JSON with exactly the documented fields, in rank order", () => {
    const json = oddsJson(rankFutures([tally("low", 1, 0, 9), tally("high", 9, 0, 1)]));
    expect(json.ranked).toEqual([
      {
        rank: 1,
        slug: "high",
        title: "high",
        category: "Space & Beyond",
        yes: 9,
        maybe: 0,
        no: 1,
        total: 10,
        score: 0.5958,
      },
      {
        rank: 2,
        slug: "low",
        title: "low",
        category: "Space & Beyond",
        yes: 1,
        maybe: 0,
        no: 9,
        total: 10,
        score: 0.0179,
      },
    ]);
  });
});
