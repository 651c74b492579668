import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { readAllContent, type ArticleRecord } from "../../scripts/content/read.ts";
import { commonWords, findNames } from "./names.ts";
import {
  altTextSlips,
  fileSizeSlips,
  headlineSlips,
  ticSlips,
  weekdaySlips,
  wordCountSlips,
} from "./style-rules.ts";

const root = join(import.meta.dirname, "../..");
const { articles, authors } = readAllContent(join(root, "content"));
const readerText = (a: ArticleRecord) => [a.title, a.excerpt, a.lede, a.bodyText].join("\n");

type Recurring = { characters: { name: string; aliases?: string[] }[] };
const recurring = parseYaml(readFileSync(join(root, "content/recurring-characters.yaml"), "utf8")) as Recurring;
const recurringNames = new Set(
  recurring.characters.flatMap((c) => [c.name, c.name.split(" ").at(-1) ?? "", ...(c.aliases ?? [])]),
);

describe("House style (content/STYLE.md)", () => {
  it.each(articles.map((a) => [a.slug, a] as const))("%s keeps the headline, length and dates", (_slug, a) => {
    expect([...headlineSlips(a.title), ...wordCountSlips(a.bodyWords), ...weekdaySlips(a)]).toEqual([]);
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s uses none of the retired tics", (_slug, a) => {
    expect(ticSlips(readerText(a))).toEqual([]);
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s has described, light images", (_slug, a) => {
    expect([
      ...altTextSlips(a.image.alt),
      ...fileSizeSlips(root, a.image.src),
      ...fileSizeSlips(root, `/images/share/${a.slug}.png`),
    ]).toEqual([]);
  });

  it("gives every reporter's portrait alt text and a light file", () => {
    expect(authors.flatMap((a) => [...altTextSlips(a.portrait.alt), ...fileSizeSlips(root, a.portrait.src)])).toEqual(
      [],
    );
  });

  it("never lets a personal name appear in two articles unless it is a recurring character", () => {
    const common = commonWords(articles.map(readerText));
    const seen = new Map<string, string>();
    const slips: string[] = [];
    for (const article of articles) {
      const { fullNames, surnames } = findNames(readerText(article), common);
      for (const name of fullNames) {
        if (name.split(" ")[1]?.includes("-")) slips.push(`${article.slug}: hyphenated double surname "${name}"`);
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
});
