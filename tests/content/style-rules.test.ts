// Every detector of the house style gets an example it must flag, so a detector broken into returning
// nothing fails here rather than passing the whole site in silence. A new exported function in
// style-rules.ts or names.ts without an example fails the first test.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as names from "./names.ts";
import * as rules from "./style-rules.ts";

/** A site root holding one hero drawing of exactly 100 KB, the first size the rule refuses. */
function rootWithHeavyImage() {
  const dir = mkdtempSync(join(tmpdir(), "style-rules-"));
  mkdirSync(join(dir, "public/images"), { recursive: true });
  writeFileSync(join(dir, "public/images/heavy.svg"), "x".repeat(100 * 1024));
  return dir;
}

/** One call per detector on text it must flag; each returns what it found (a list, a set or a number). */
const flagged: Record<string, () => unknown[] | Set<unknown> | number> = {
  // style-rules.ts
  weekdaySlips: () =>
    rules.weekdaySlips({ dateline: "2058-10-04", lede: "DUBLIN — The vote closed on Monday." }),
  bodyWeekdaySlips: () =>
    rules.bodyWeekdaySlips({ dateline: "2058-10-04", bodyText: "The office confirmed it on Sunday." }),
  paragraphs: () => rules.paragraphs("One.\n\nTwo."),
  sentences: () => rules.sentences("It rained. Nobody paid."),
  askedSlips: () =>
    rules.askedSlips("Asked why, she left. Asked again, she sat. Asked a third time, she sang."),
  describedAsSlips: () => rules.describedAsSlips("He described it as fair. She describes the fee as modest."),
  spelledNumbers: () => rules.spelledNumbers("Fourteen owners and two hundred and twelve delegates."),
  numbersIn: () => rules.numbersIn("nineteen riders"),
  sharedNumberSlips: () =>
    rules.sharedNumberSlips(
      ["a", "b", "c", "d"].map((slug, i) => ({ slug, text: i % 2 ? "fourteen cows" : "14 cows" })),
    ),
  editDistance: () => rules.editDistance("Vane", "Vale"),
  lastParagraph: () => [rules.lastParagraph("First.\nLast.")],
  paperworkEndingSlips: () =>
    rules.paperworkEndingSlips(
      Array.from({ length: 7 }, (_, i) => ({ slug: `p${i}`, bodyText: "Setup.\nThe invoice arrived." })),
    ),
  signatureSlips: () =>
    rules.signatureSlips([
      { slug: "a", author: "Theo Lindqvist", bodyText: "He had lunch at the fund." },
      { slug: "b", author: "Theo Lindqvist", bodyText: "He had lunch at the bank." },
    ]),
  headlineSlips: () => rules.headlineSlips("A".repeat(91)),
  wordCountSlips: () => rules.wordCountSlips(1051),
  readTimeSlips: () => rules.readTimeSlips(9),
  altTextSlips: () => rules.altTextSlips("Image of a cloud"),
  fileSizeSlips: () => rules.fileSizeSlips(rootWithHeavyImage(), "/images/heavy.svg"),
  ticSlips: () => rules.ticSlips("Thirty-eight owners"),
  subheads: () => rules.subheads("<h2>The button</h2><p>x</p>"),
  theSubheadSlips: () => rules.theSubheadSlips("<h2>The button</h2><p>x</p><h2>The vote</h2>"),
  companyNames: () => rules.companyNames("A product called Vigil.", new Set(["Vigil"])),
  nameRunSlips: () =>
    rules.nameRunSlips(
      new Map([
        ["Parcelo", "a"],
        ["Periplus", "b"],
        ["Proxima", "c"],
      ]),
    ),
  deviceSlips: () =>
    rules.deviceSlips(
      Array.from({ length: 5 }, (_, i) => ({
        slug: `p${i}`,
        devices: i < 2 ? ["machine-last-word" as const] : [],
      })),
    ),
  // names.ts
  commonWords: () => names.commonWords(["the debt"]),
  findNames: () => names.findNames("Sorcha Brennan said so.", new Set(["said", "so"])).fullNames,
  asCapitalised: () => [names.asCapitalised("ORISON")].filter((name) => name === "Orison"),
  nameLikeWords: () =>
    names.nameLikeWords(["the assistant ORISON said"], new Set(["the", "assistant", "said"])),
  inventedWords: () => names.inventedWords("ORISON replied.", new Set(["Orison"])),
};

const size = (found: unknown[] | Set<unknown> | number) =>
  typeof found === "number" ? found : found instanceof Set ? found.size : found.length;

describe("The style detectors", () => {
  it("each have an example they must flag", () => {
    const detectors = [...Object.entries(rules), ...Object.entries(names)]
      .filter(([, value]) => typeof value === "function")
      .map(([name]) => name);
    expect(detectors.filter((name) => !(name in flagged))).toEqual([]);
  });

  it.each(Object.entries(flagged))("%s flags its example", (_name, call) => {
    expect(size(call())).toBeGreaterThan(0);
  });

  it("count numbers written as words with digits, round tens aside", () => {
    expect([
      ...rules.numbersIn(
        "Fourteen owners, thirty-eighth in line, two hundred and twelve seats, twenty years",
      ),
    ]).toEqual(["14", "38", "212"]);
    expect(rules.spelledNumbers("a hundred times, hundreds of them, one or two")).toEqual([]);
    expect(rules.sharedNumberSlips(["a", "b", "c"].map((slug) => ({ slug, text: "fourteen" })))).toEqual([]);
  });

  it("flag every retired number in words and every retired pattern", () => {
    for (const text of ["forty-one", "Thirty-eight", "four hundred and twelve", "Two hundred twelve"]) {
      expect(rules.ticSlips(text), text).toHaveLength(1);
    }
    for (const text of [
      "Mr. Fennimore",
      "eleven",
      "340 percent",
      "412 seats",
      "a retired man",
      "a great many questions",
      "a cellist",
    ]) {
      expect(rules.ticSlips(text), text).toHaveLength(1);
    }
  });

  it("flag each reporter's signature where it fires in more than half their pieces", () => {
    const bodies: Record<string, string> = {
      "Nova Okafor": "Asked why, it said no. Asked again, it said yes.",
      "Theo Lindqvist": "Start.\nHe had lunch at the fund.",
      "Mira Castellanos": "I filed this late.\nEnd.",
    };
    for (const [author, bodyText] of Object.entries(bodies)) {
      expect(rules.signatures[author]?.fires(bodyText), author).toBe(true);
      const slips = rules.signatureSlips([
        { slug: "a", author, bodyText },
        { slug: "b", author, bodyText: "Plain." },
        { slug: "c", author, bodyText },
      ]);
      expect(slips, author).toHaveLength(1);
    }
  });

  it("pass a picture file just under 100 KB", () => {
    const dir = rootWithHeavyImage();
    writeFileSync(join(dir, "public/images/light.svg"), "x".repeat(100 * 1024 - 1));
    expect(rules.fileSizeSlips(dir, "/images/light.svg")).toEqual([]);
  });

  it("allow one “The [noun]” subhead, and none with more words", () => {
    expect(rules.theSubheadSlips("<h2>The button</h2><h2>The vote that was not</h2>")).toEqual([]);
  });

  it("find the company names a story introduces, in each of its ways", () => {
    const text =
      "Periplus, the navigation company, agreed. Vesper Care Systems did not. The platform Parcelo paid. " +
      "Verdant Ledger AG sold. An app called Vitalink, and Tessellate’s lawyers.";
    expect(
      [
        ...rules.companyNames(
          text,
          new Set(["Periplus", "Vesper", "Parcelo", "Verdant", "Vitalink", "Tessellate"]),
        ),
      ].sort(),
    ).toEqual(["Parcelo", "Periplus", "Verdant", "Vesper", "Vitalink"]);
  });

  it("count a device's pieces only when more than a fifth declare it, and flag a piece that declares nothing", () => {
    const pieces = Array.from({ length: 10 }, (_, i) => ({
      slug: `p${i}`,
      devices: i < 2 ? ["swallowed-watchdog" as const] : [],
    }));
    expect(rules.deviceSlips(pieces)).toEqual([]);
    expect(rules.deviceSlips([...pieces, { slug: "new", devices: undefined }])).toEqual([
      `1 pieces declare no "devices:" in front matter (use [] for none): new`,
    ]);
  });

  it("fold a name in capitals into its capitalised form", () => {
    const common = names.commonWords(["the assistant said it replied"]);
    const nameLike = names.nameLikeWords(["the assistant ORISON said", "it replied Orison"], common);
    expect([...nameLike]).toEqual(["Orison"]);
    expect([...names.inventedWords("ORISON. Then Orison.", nameLike)]).toEqual(["Orison"]);
    expect(names.asCapitalised("Tessellate")).toBe("Tessellate");
  });
});
