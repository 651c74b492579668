import { describe, expect, it } from "vitest";
import { toArticleRows, toTimelineStories } from "~/lib/server/article-rows.server";
import { authorByline, toAuthorCard } from "~/lib/server/author-card.server";
import { defaultAuthorName } from "~/lib/config/site";
import type { ArticleListItem } from "~/types/content";

const article = (id: number, fields: Partial<ArticleListItem> = {}): ArticleListItem => ({
  id,
  slug: `story-${id}`,
  title: `Story ${id}`,
  excerpt: `What happened in story ${id}.`,
  category: "Tech & AI",
  authorName: "Ada Reporter",
  readTimeMinutes: 3,
  imageSrc: `/images/${id}.webp`,
  imageAlt: `Picture ${id}`,
  imageWidth: 1200,
  imageHeight: 800,
  badge: "featured",
  format: "report",
  dateline: `2050-01-0${id}`,
  publishedAt: "2026-01-01T00:00:00Z",
  ...fields,
});

const reporters = [{ name: "Ada Reporter", slug: "ada-reporter" }];

describe("Listing rows", () => {
  it("drop articles without a title or an excerpt and keep the order", () => {
    const rows = toArticleRows(
      [article(1), article(2, { title: "  " }), article(3, { excerpt: "" }), article(4)],
      reporters,
    );
    expect(rows.map((row) => row.id)).toEqual([1, 4]);
  });

  it("link a byline to its reporter's page only when the reporter has one", () => {
    const rows = toArticleRows(
      [article(1), article(2, { authorName: "Guest Writer" }), article(3, { authorName: "" })],
      reporters,
    );
    expect(rows.map((row) => [row.authorName, row.authorSlug])).toEqual([
      ["Ada Reporter", "ada-reporter"],
      ["Guest Writer", null],
      [defaultAuthorName, null],
    ]);
  });

  it("carry no badge or publication time, and carry the dateline, as Timeline stories do", () => {
    const [row] = toArticleRows([article(1)], reporters);
    expect(row).not.toHaveProperty("badge");
    expect(row).not.toHaveProperty("publishedAt");
    // Every row shows the story's future date (a reporter's list reads as a record).
    expect(row).toHaveProperty("dateline", "2050-01-01");
    const stories = toTimelineStories([article(1), article(2, { excerpt: " " }), article(3)], reporters);
    expect(stories.map((story) => [story.id, story.dateline])).toEqual([
      [1, "2050-01-01"],
      [3, "2050-01-03"],
    ]);
  });
});

describe("The article page's reporter card", () => {
  const ada = {
    slug: "ada-reporter",
    name: "Ada Reporter",
    role: "Science Correspondent",
    homeRole: "Science",
    tagline: "Reports from 2051.",
    bioHtml: "<p>Ada.</p>",
    portraitSrc: "/images/authors/ada.webp",
    portraitAlt: "Ada at her desk",
    portraitWidth: 400,
    portraitHeight: 400,
  };

  it("shows a known reporter's role, tagline, portrait and page", () => {
    expect(toAuthorCard("Ada Reporter", [ada])).toEqual({
      name: "Ada Reporter",
      slug: "ada-reporter",
      role: "Science Correspondent",
      tagline: "Reports from 2051.",
      portraitSrc: "/images/authors/ada.webp",
      portraitAlt: "Ada at her desk",
    });
  });

  it("gives any other byline the role Reporter, no page and the default avatar", () => {
    expect(toAuthorCard("Guest Writer", [ada])).toEqual({
      name: "Guest Writer",
      slug: null,
      role: "Reporter",
      tagline: null,
      portraitSrc: "/images/authors/default.svg",
      portraitAlt: "",
    });
  });

  it("names the byline the same way on the card and in the header", () => {
    expect(authorByline("Ada Reporter", [ada])).toEqual({
      name: "Ada Reporter",
      slug: "ada-reporter",
      role: "Science Correspondent",
    });
    expect(authorByline("Guest Writer", [ada])).toEqual({
      name: "Guest Writer",
      slug: null,
      role: "Reporter",
    });
  });
});
