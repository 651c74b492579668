import { describe, expect, it } from "vitest";
import { comparedKinds, pageKinds, readOptions } from "../../scripts/bench/options.ts";

describe("npm run bench's options", () => {
  it("measure every page type, three runs, with the load test, when none are given", () => {
    const options = readOptions([]);
    expect(options).toMatchObject({ runs: 3, load: true, floor: true, floorPort: 0, compare: undefined });
    expect(options.kinds).toEqual([...pageKinds]);
  });

  it("compare with main on a bare --compare: the issue's eight page types, median of 5, no load test", () => {
    const options = readOptions(["--compare", "--port", "8862"]);
    expect(options.compare).toEqual({ ref: "main", port: 8863 });
    expect(options.runs).toBe(5);
    expect(options.load).toBe(false);
    expect(options.kinds).toEqual(comparedKinds);
    expect(comparedKinds).toEqual([
      "home",
      "article",
      "category",
      "reporter",
      "search",
      "submit",
      "timeline",
      "odds",
    ]);
  });

  it("take the ref after --compare or after =, and the baseline's own port", () => {
    expect(readOptions(["--compare", "v12", "--only", "home"]).compare).toEqual({ ref: "v12", port: 8798 });
    expect(readOptions(["--compare=abc123", "--base-port", "8869"]).compare).toEqual({
      ref: "abc123",
      port: 8869,
    });
    expect(readOptions(["--only", "home", "--compare"]).compare?.ref).toBe("main");
  });

  it("keep --runs, --only and the page paths in a comparison", () => {
    const options = readOptions([
      "--compare",
      "--runs",
      "3",
      "--only",
      "odds,timeline",
      "--odds",
      "/odds?x=1",
    ]);
    expect(options.runs).toBe(3);
    expect(options.kinds).toEqual(["timeline", "odds"]);
    expect(options.paths).toEqual({ odds: "/odds?x=1" });
  });

  it("refuse unknown page types, empty refs and counts that are not whole numbers", () => {
    expect(() => readOptions(["--only", "home,frontpage"])).toThrow("--only: unknown page type(s) frontpage");
    expect(() => readOptions(["--compare="])).toThrow("--compare: name a git ref");
    expect(() => readOptions(["--runs", "five"])).toThrow('--runs: expected a whole number ≥ 1, got "five"');
    expect(() => readOptions(["--port", "-3"])).toThrow();
  });
});
