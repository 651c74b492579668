import { describe, expect, it } from "vitest";
import {
  articleJsonLd,
  feedLinks,
  categoryFeed,
  pageMeta,
  personJsonLd,
  satireDescription,
  websiteJsonLd,
} from "~/lib/seo/seo";

const siteUrl = "https://dispatch.example/";
const article = {
  slug: "human-bot-wedding-space-2047",
  title: "Human and Robot Wed in Orbit",
  excerpt: "A hull inspector said “I do”.",
  dateline: "2047-06-15",
  publishedAt: "2026-11-20T08:00:00Z",
  updatedAt: "2026-11-21T08:00:00Z",
  category: "Space & Beyond",
  imageSrc: "/images/articles/human-bot-wedding-space-2047.svg",
  imageWidth: 1200,
  imageHeight: 675,
};

const find = (meta: Record<string, unknown>[], key: string, value: string) =>
  meta.find((descriptor) => descriptor[key] === value);

describe("Page metadata", () => {
  it("Article descriptions say they are satire set in their future year", () => {
    expect(satireDescription(article)).toBe("Satire set in 2047: A hull inspector said “I do”.");
  });

  it("pageMeta gives title, description, canonical, Open Graph and a large Twitter card", () => {
    const meta = pageMeta({
      title: article.title,
      description: satireDescription(article),
      path: `/articles/${article.slug}`,
      image: `/images/share/${article.slug}.png`,
      type: "article",
      siteUrl,
    }) as Record<string, unknown>[];
    expect(meta[0]).toEqual({ title: "Human and Robot Wed in Orbit | The Future Dispatch" });
    expect(find(meta, "name", "description")?.content).toMatch(/^Satire set in 2047: /);
    expect(find(meta, "rel", "canonical")?.href).toBe(`https://dispatch.example/articles/${article.slug}`);
    expect(find(meta, "property", "og:image")?.content).toBe(
      `https://dispatch.example/images/share/${article.slug}.png`,
    );
    expect(find(meta, "property", "og:type")?.content).toBe("article");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("noindex pages say so, and feeds become alternate links", () => {
    const meta = pageMeta({ title: "Debug", description: "d", path: "/debug", siteUrl, noindex: true });
    expect(find(meta as Record<string, unknown>[], "name", "robots")?.content).toBe("noindex");
    const [link] = feedLinks(siteUrl, [categoryFeed({ name: "Space & Beyond", path: "/space-beyond" })]);
    expect(link).toMatchObject({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      href: "https://dispatch.example/feeds/category/space-beyond.xml",
    });
  });
});

describe("Structured data", () => {
  it("An article is a SatiricalArticle with a Person author, dates and images", () => {
    const data = articleJsonLd({
      article,
      author: { name: "Idris Vale", slug: "idris-vale" },
      description: satireDescription(article),
      siteUrl,
    });
    expect(data["@type"]).toBe("SatiricalArticle");
    expect(data.author).toEqual({
      "@type": "Person",
      name: "Idris Vale",
      url: "https://dispatch.example/author/idris-vale",
    });
    expect(data.datePublished).toBe(article.publishedAt);
    expect(data.dateModified).toBe(article.updatedAt);
    expect(data.image[0]?.url).toBe(`https://dispatch.example/images/share/${article.slug}.png`);
  });

  it("Reporter pages are a Person and the home page a WebSite with a search action", () => {
    const person = personJsonLd({
      author: {
        slug: "idris-vale",
        name: "Idris Vale",
        role: "Space & AI Ethics Specialist",
        portraitSrc: "/p.svg",
      },
      siteUrl,
    });
    expect(person["@type"]).toBe("Person");
    const site = websiteJsonLd(siteUrl);
    expect(site.potentialAction.target.urlTemplate).toBe(
      "https://dispatch.example/search?q={search_term_string}",
    );
  });
});
