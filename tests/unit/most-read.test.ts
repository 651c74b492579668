import { describe, expect, it } from "vitest";
import { composeFrontPage, minReadsToRank, mostReadCount } from "~/models/front-page.server";
import type { ArticleListItem } from "~/types/content";

// Newest first, as listArticles returns them; none flagged, so every story is a candidate.
const articles = Array.from(
  { length: 12 },
  (_, index) =>
    ({
      id: index + 1,
      slug: `story-${index + 1}`,
      title: `Story ${index + 1}`,
      category: "Tech & AI",
      dateline: "2051-01-01",
      badge: null,
    }) as unknown as ArticleListItem,
);
const ids = (list: ArticleListItem[]) => list.map((article) => article.id);

describe('"Most read" (decision 118)', () => {
  it("is the newest stories while nothing has been read", () => {
    expect(ids(composeFrontPage(articles, new Map()).mostRead)).toEqual([1, 2, 3, 4, 5]);
  });

  it("puts the most read of the last seven days first, then fills with the newest", () => {
    const reads = new Map([
      [9, minReadsToRank + 10],
      [7, minReadsToRank],
    ]);
    expect(ids(composeFrontPage(articles, reads).mostRead)).toEqual([9, 7, 1, 2, 3]);
  });

  it("ignores thin counts: a story read fewer times than the threshold does not jump the queue", () => {
    const reads = new Map([[12, minReadsToRank - 1]]);
    expect(ids(composeFrontPage(articles, reads).mostRead)).toEqual([1, 2, 3, 4, 5]);
    expect(composeFrontPage(articles, reads).mostRead).toHaveLength(mostReadCount);
  });

  it("is not ordered by votes: the data source is reads", () => {
    expect(composeFrontPage.length).toBe(2);
    const reads = new Map([[10, 50]]);
    expect(ids(composeFrontPage(articles, reads).mostRead)[0]).toBe(10);
  });
});
