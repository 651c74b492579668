import { describe, expect, it } from "vitest";
import { setsAccents } from "~/lib/config/accent-face";

describe("setsAccents", () => {
  it("finds a letter of the accents face anywhere in the page's data", () => {
    expect(setsAccents(JSON.stringify({ authorName: "Inês Carvalho" }))).toBe(true);
    expect(setsAccents("Ñandú")).toBe(true);
    expect(setsAccents("Œuvre")).toBe(true);
    expect(setsAccents("ÿ")).toBe(true);
  });

  it("ignores what the core face sets: English copy, Latin-1 signs and typographic punctuation", () => {
    expect(setsAccents("The Moon’s Sister Town — “Dies” at 163… £5 × ½ § © · ÷")).toBe(false);
    expect(setsAccents(JSON.stringify({ title: 'Plain "quoted" text' }))).toBe(false);
  });
});
