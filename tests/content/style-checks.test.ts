import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { readAllContent, type ArticleRecord } from "../../scripts/content/read.ts";
import { commonWords, findNames, inventedWords, nameLikeWords } from "./names.ts";
import {
  altTextSlips,
  askedSlips,
  bodyWeekdaySlips,
  companyNames,
  describedAsSlips,
  deviceSlips,
  editDistance,
  fileSizeSlips,
  headlineSlips,
  nameRunSlips,
  paperworkEndingSlips,
  readTimeSlips,
  sharedNumberSlips,
  signatureSlips,
  theSubheadSlips,
  ticSlips,
  weekdaySlips,
  wordCountSlips,
} from "./style-rules.ts";

const root = join(import.meta.dirname, "../..");
const { articles, authors } = readAllContent(join(root, "content"));
const readerText = (a: ArticleRecord) => [a.title, a.excerpt, a.lede, a.bodyText].join("\n");
// Without the title-case headline, where every word is capitalised.
const bodyOnly = (a: ArticleRecord) => [a.excerpt, a.lede, a.bodyText].join("\n");

type Recurring = { characters: { name: string; aliases?: string[] }[] };
const recurring = parseYaml(
  readFileSync(join(root, "content/recurring-characters.yaml"), "utf8"),
) as Recurring;
const recurringNames = new Set(
  recurring.characters.flatMap((c) => [c.name, c.name.split(" ").at(-1) ?? "", ...(c.aliases ?? [])]),
);
// Every word of a recurring character's printed names ("Mark" of Mark Zuckerberg) may recur too.
const recurringWords = new Set([...recurringNames].flatMap((name) => name.split(" ")));

describe("House style (content/STYLE.md)", () => {
  it.each(articles.map((a) => [a.slug, a] as const))(
    "%s keeps the headline, length and dates",
    (_slug, a) => {
      expect([
        ...headlineSlips(a.title),
        ...wordCountSlips(a.bodyWords),
        ...readTimeSlips(a.readTimeMinutes),
        ...weekdaySlips(a),
      ]).toEqual([]);
    },
  );

  it.each(articles.map((a) => [a.slug, a] as const))(
    "%s names only weekdays its dateline allows",
    (_slug, a) => {
      expect(bodyWeekdaySlips(a)).toEqual([]);
    },
  );

  it.each(articles.map((a) => [a.slug, a] as const))(
    "%s runs no follow-up ladder or describes-as habit",
    (_slug, a) => {
      expect([...askedSlips(a.bodyText), ...describedAsSlips(readerText(a))]).toEqual([]);
    },
  );

  it.each(articles.map((a) => [a.slug, a] as const))("%s uses none of the retired tics", (_slug, a) => {
    expect(ticSlips(readerText(a))).toEqual([]);
  });

  it.each(articles.map((a) => [a.slug, a] as const))(
    "%s has at most one “The [noun]” subhead",
    (_slug, a) => {
      expect(theSubheadSlips(a.bodyHtml)).toEqual([]);
    },
  );

  it.each(articles.map((a) => [a.slug, a] as const))("%s has described, light images", (_slug, a) => {
    expect([
      ...altTextSlips(a.image.alt),
      ...fileSizeSlips(root, a.image.src),
      ...fileSizeSlips(root, `/images/share/${a.slug}.png`),
    ]).toEqual([]);
  });

  it("gives every reporter's portrait alt text and a light file", () => {
    expect(
      authors.flatMap((a) => [...altTextSlips(a.portrait.alt), ...fileSizeSlips(root, a.portrait.src)]),
    ).toEqual([]);
  });

  it("never lets a personal name appear in two articles unless it is a recurring character", () => {
    const common = commonWords(articles.map(readerText));
    const seen = new Map<string, string>();
    const slips: string[] = [];
    for (const article of articles) {
      const { fullNames, surnames } = findNames(readerText(article), common);
      for (const name of fullNames) {
        if (name.split(" ")[1]?.includes("-"))
          slips.push(`${article.slug}: hyphenated double surname "${name}"`);
      }
      for (const name of [...fullNames, ...surnames]) {
        if (recurringNames.has(name)) continue;
        const other = seen.get(name);
        if (other && other !== article.slug) slips.push(`"${name}" appears in ${other} and ${article.slug}`);
        else seen.set(name, article.slug);
      }
    }
    expect(slips).toEqual([]);
  });

  it("prints no number of two or more digits (years aside) in more than three pieces", () => {
    expect(sharedNumberSlips(articles.map((a) => ({ slug: a.slug, text: readerText(a) })))).toEqual([]);
  });

  it("never lets an invented name (person, company, product, place) appear in two articles", () => {
    const nameLike = nameLikeWords(articles.map(bodyOnly), commonWords(articles.map(readerText)));
    const seen = new Map<string, string>();
    const slips: string[] = [];
    for (const article of articles) {
      for (const word of inventedWords(bodyOnly(article), nameLike)) {
        if (recurringWords.has(word)) continue;
        const other = seen.get(word);
        if (other && other !== article.slug) slips.push(`"${word}" appears in ${other} and ${article.slug}`);
        else seen.set(word, article.slug);
      }
    }
    expect(slips).toEqual([]);
  });

  it("runs no three invented company names off one generator (one first letter) across the site", () => {
    const nameLike = nameLikeWords(articles.map(bodyOnly), commonWords(articles.map(readerText)));
    const firstSeen = new Map<string, string>();
    for (const article of articles) {
      for (const word of companyNames(bodyOnly(article), inventedWords(bodyOnly(article), nameLike))) {
        if (!recurringWords.has(word) && !firstSeen.has(word)) firstSeen.set(word, article.slug);
      }
    }
    expect(nameRunSlips(firstSeen)).toEqual([]);
  });

  it("declares each piece's ending devices, and lets each run in at most a fifth of the pieces", () => {
    expect(deviceSlips(articles)).toEqual([]);
  });

  it("keeps every invented name more than two edits away from a reporter's name", () => {
    const nameLike = nameLikeWords(articles.map(bodyOnly), commonWords(articles.map(readerText)));
    const reporterWords = authors.flatMap((a) => a.name.split(" "));
    const slips = articles.flatMap((article) =>
      [...inventedWords(bodyOnly(article), nameLike)].flatMap((word) =>
        reporterWords
          .filter(
            (reporter) =>
              !recurringWords.has(word) && editDistance(word.toLowerCase(), reporter.toLowerCase()) <= 2,
          )
          .map(
            (reporter) =>
              `${article.slug}: "${word}" is ${editDistance(word.toLowerCase(), reporter.toLowerCase())} edits from the reporter's name "${reporter}"`,
          ),
      ),
    );
    expect(slips).toEqual([]);
  });

  it("ends no more than six pieces on a price, fee, invoice, clause, lease or renewal", () => {
    expect(paperworkEndingSlips(articles)).toEqual([]);
  });

  it("lets each reporter's signature fire in at most half of their pieces", () => {
    expect(signatureSlips(articles)).toEqual([]);
  });
});
