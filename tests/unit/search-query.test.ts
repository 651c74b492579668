import { describe, expect, it } from "vitest";
import { ftsMatchExpression, normalisedQuery, searchTerms } from "~/lib/search/query";
import { snippetFrom } from "~/lib/search/snippet";

const buildSnippet = (source: string, terms: string[]) => snippetFrom([source], terms);

describe("Search terms", () => {
  it("drops words of 2 characters or fewer and keeps the rest, lower case and sorted", () => {
    expect(searchTerms("AI in the Mars ok Robots")).toEqual(["mars", "robots", "the"]);
  });

  it("keeps only letters and digits of each word, so operators become plain words", () => {
    expect(searchTerms('title:mars NEAR(robot) "sol* -x OR')).toEqual(["near robot", "sol", "title mars"]);
    expect(searchTerms("e-mail 2,000 ***")).toEqual(["2 000", "e mail"]);
  });

  it("gives the same normalised query for the same words in any order or case", () => {
    expect(normalisedQuery("  Robot MARS ")).toBe(normalisedQuery("mars robot"));
    expect(normalisedQuery("mars mars MARS")).toBe("mars");
  });

  it("quotes every term as an FTS5 string and searches it as a prefix", () => {
    expect(ftsMatchExpression(["near robot", "mars"])).toBe('"near robot"* OR "mars"*');
  });

  it("limits a flood of words to ten terms", () => {
    const words = Array.from({ length: 50 }, (_, i) => `word${i}`).join(" ");
    expect(searchTerms(words)).toHaveLength(10);
  });
});

describe("Search snippets", () => {
  const text =
    "The premise of the show is simple: twelve people share a habitat, form alliances, fall in and out of love, " +
    "and compete in weekly challenges while the audience at home votes on who stays. The complication, as the " +
    "executive producer acknowledged, is that nobody can leave the planet Mars before the next launch window.";

  it("starts up to 50 characters before the first match, keeps 150 and marks the match", () => {
    const { snippet, highlights } = buildSnippet(text, ["complication"]);
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.length - 2).toBeLessThanOrEqual(150);
    const [[start, end]] = highlights as [[number, number]];
    expect(snippet.slice(start, end)).toBe("complication");
    expect(start - 1).toBeLessThanOrEqual(50);
  });

  it("starts at the beginning without an ellipsis when the match is near it", () => {
    const { snippet, highlights } = buildSnippet(text, ["premise"]);
    expect(snippet.startsWith("The premise")).toBe(true);
    expect(highlights).toEqual([[4, 11]]);
  });

  it("marks whole words found by a prefix, and every match inside the window", () => {
    const { snippet, highlights } = buildSnippet("Mars, Martians and the marshmallow of Mars.", ["mar"]);
    expect(highlights.map(([start, end]) => snippet.slice(start, end))).toEqual([
      "Mars",
      "Martians",
      "marshmallow",
      "Mars",
    ]);
  });

  it("matches across accents the way the index does", () => {
    const { snippet, highlights } = buildSnippet("Registrar Annika Põldsaar-Whitlow signed.", ["poldsaar"]);
    expect(highlights.map(([start, end]) => snippet.slice(start, end))).toEqual(["Põldsaar"]);
  });

  it("matches a term of several pieces across the punctuation between its words", () => {
    const { snippet, highlights } = buildSnippet("Send the E-mail; an email is not a mail.", ["e mail"]);
    expect(highlights.map(([start, end]) => snippet.slice(start, end))).toEqual(["E-mail"]);
  });

  it("matches decomposed accents and marks the word as written", () => {
    const decomposed = "Cafe\u0301 society returns to the Ce\u0301cile orbit.".normalize("NFD");
    const { snippet, highlights } = buildSnippet(decomposed, ["cafe", "cecile"]);
    expect(highlights.map(([start, end]) => snippet.slice(start, end))).toEqual([
      "Cafe\u0301",
      "Ce\u0301cile",
    ]);
  });

  it("marks a long body afresh for each query", () => {
    const body = `${"Filler words about nothing in particular. ".repeat(20)}The robots met on Mars.`;
    const robots = buildSnippet(body, ["robot"]);
    const mars = buildSnippet(body, ["mars"]);
    expect(robots.highlights.map(([start, end]) => robots.snippet.slice(start, end))).toEqual(["robots"]);
    expect(mars.highlights.map(([start, end]) => mars.snippet.slice(start, end))).toEqual(["Mars"]);
  });

  it("falls back to the start of the first text when only the title matched", () => {
    const { snippet, highlights } = snippetFrom(["A short excerpt.", text], ["zzzz"]);
    expect(snippet).toBe("A short excerpt.");
    expect(highlights).toEqual([]);
  });
});
