import { exports } from "cloudflare:workers";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { categories } from "~/lib/config/categories";

const siteUrl = "http://localhost:8787";
const call = (path: string) => exports.default.fetch(new Request(`https://dispatch.test${path}`));
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" });

type Item = Record<string, unknown> & { link: string; pubDate: string; "content:encoded": string };

async function feed(path: string) {
  const response = await call(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const channel = parser.parse(xml).rss.channel as { title: string; item?: Item[] };
  return { channel, items: channel.item ?? [] };
}

async function apiArticles() {
  const response = await call("/api/articles");
  return (await response.json()) as { slug: string; category: string; author: string; createdAt: string }[];
}

const slugOf = (item: Item) => item.link.replace(`${siteUrl}/articles/`, "");

describe("RSS feeds", () => {
  it("The site feed lists every article, newest first, with full content and the hero image", async () => {
    const articles = await apiArticles();
    const { channel, items } = await feed("/feed.xml");
    expect(channel.title).toBe("The Future Dispatch");
    expect(items.map(slugOf)).toEqual(articles.map((article) => article.slug));
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of items) {
      expect(item.description).toMatch(/^Satire set in 20[4-7]\d: /);
      expect(item["content:encoded"]).toContain("<h2>");
      expect(item["content:encoded"]).toMatch(
        /<img src="http:\/\/localhost:8787\/images\/articles\/[^"]+\.svg"/,
      );
      expect((item["media:content"] as Record<string, string>)["@_url"]).toMatch(/\/images\/share\/.+\.png$/);
    }
  });

  it("Each category feed lists exactly that category's articles", async () => {
    const articles = await apiArticles();
    for (const category of categories) {
      const { items } = await feed(`/feeds/category${category.path}.xml`);
      const expected = articles.filter((article) => article.category === category.name).map((a) => a.slug);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      expect(items.map(slugOf)).toEqual(expected);
    }
  });

  it("Each reporter's feed lists exactly their articles", async () => {
    const articles = await apiArticles();
    const { items } = await feed("/feeds/author/idris-vale.xml");
    const expected = articles.filter((article) => article.author === "Idris Vale").map((a) => a.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map(slugOf)).toEqual(expected);
  });

  it("Unknown category and reporter feeds answer 404", async () => {
    expect((await call("/feeds/category/no-such-thing.xml")).status).toBe(404);
    expect((await call("/feeds/author/nobody.xml")).status).toBe(404);
    expect((await call("/feeds/author/idris-vale")).status).toBe(404);
  });
});

describe("Sitemap and robots.txt", () => {
  it("The sitemap lists every article with lastmod and image, each category, reporter and static page", async () => {
    const response = await call("/sitemap.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = new XMLParser({ isArray: (name) => name === "url" }).parse(xml).urlset.url as {
      loc: string;
      lastmod?: string;
      "image:image"?: { "image:loc": string };
    }[];
    const locs = urls.map((url) => url.loc.replace(siteUrl, ""));
    for (const article of await apiArticles()) {
      const entry = urls.find((url) => url.loc === `${siteUrl}/articles/${article.slug}`);
      expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(entry?.["image:image"]?.["image:loc"]).toMatch(/^http:\/\/localhost:8787\/images\/articles\//);
    }
    for (const path of ["/", "/about", "/contact", "/submit", "/feedback", "/privacy", "/search"]) {
      expect(locs).toContain(path);
    }
    for (const category of categories) expect(locs).toContain(category.path);
    for (const slug of ["nova-okafor", "idris-vale", "mira-castellanos", "theo-lindqvist"]) {
      expect(locs).toContain(`/author/${slug}`);
    }
    expect(locs.some((loc) => loc.startsWith("/debug"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("robots.txt points at the sitemap and keeps crawlers out of /api/ and /debug", async () => {
    const response = await call("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Disallow: /debug\n");
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
