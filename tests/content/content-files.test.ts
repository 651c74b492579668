import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countSubheadings } from "../../scripts/content/markdown.ts";
import { readAllContent } from "../../scripts/content/read.ts";
import { categories } from "../../scripts/content/schema.ts";

const root = join(import.meta.dirname, "../..");
const { articles, authors } = readAllContent(join(root, "content"));

const specSlugs = [
  "human-bot-wedding-space-2047",
  "ai-gods-digital-faith",
  "luna-city-first-sister-society-2050",
  "mars-reality-show-2053",
  "zuckerberg-buys-planet-metaterra-2051",
  "church-cosmos",
  "zero-waste-2055",
  "work-from-mind-2048",
  "immortality-subscription-2070",
  "algorithm-president-2044",
  "3-hour-workday-2045",
  "political-influencers-2048",
  "corporate-countries-2060",
];

const reporters = ["nova-okafor", "idris-vale", "mira-castellanos", "theo-lindqvist"];

function imageSizeKb(src: string) {
  return statSync(join(root, "public", src)).size / 1024;
}

describe("Published articles", () => {
  it("include all 13 spec slugs, at least 30 in all, and three or more in every category", () => {
    const slugs = articles.map((article) => article.slug);
    expect(slugs).toEqual(expect.arrayContaining(specSlugs));
    expect(articles.length).toBeGreaterThanOrEqual(30);
    for (const category of categories) {
      const count = articles.filter((article) => article.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(3);
    }
  });

  it("give the home page exactly one Featured, one Trending and one Breaking article", () => {
    for (const badge of ["featured", "trending", "breaking"] as const) {
      expect(articles.filter((article) => article.badge === badge)).toHaveLength(1);
    }
  });

  it.each(articles.map((article) => [article.slug, article] as const))(
    "%s has a complete, well-formed file",
    (_slug, article) => {
      expect(article.title.length).toBeGreaterThan(0);
      expect(article.excerpt.length).toBeGreaterThan(0);
      expect(article.lede.length).toBeGreaterThan(0);
      expect(article.bodyWords).toBeGreaterThanOrEqual(800);
      expect(article.bodyWords).toBeLessThanOrEqual(1600);
      expect(article.readTimeMinutes).toBeGreaterThanOrEqual(4);
      expect(article.readTimeMinutes).toBeLessThanOrEqual(8);
      expect(countSubheadings(article.bodyHtml)).toBeGreaterThanOrEqual(3);
      expect(article.image.alt.trim().length).toBeGreaterThan(10);
      expect(imageSizeKb(article.image.src)).toBeLessThanOrEqual(100);
      expect(Number(article.dateline.slice(0, 4))).toBeGreaterThanOrEqual(2040);
      expect(Number(article.dateline.slice(0, 4))).toBeLessThanOrEqual(2079);
    },
  );

  it("are each written by one of the four reporters, each with at least six articles", () => {
    const names = authors.map((author) => author.name);
    for (const article of articles) expect(names).toContain(article.author);
    for (const author of authors) {
      const count = articles.filter((article) => article.author === author.name).length;
      expect(count, author.name).toBeGreaterThanOrEqual(6);
    }
  });
});

describe("Reporters", () => {
  it("are the four of the decisions, with 80–150-word bios and portraits", () => {
    expect(authors.map((author) => author.slug).sort()).toEqual([...reporters].sort());
    for (const author of authors) {
      expect(author.bioWords, author.slug).toBeGreaterThanOrEqual(80);
      expect(author.bioWords, author.slug).toBeLessThanOrEqual(150);
      expect(imageSizeKb(author.portrait.src)).toBeLessThanOrEqual(100);
    }
    expect(imageSizeKb("/images/authors/default.svg")).toBeLessThanOrEqual(100);
  });
});
