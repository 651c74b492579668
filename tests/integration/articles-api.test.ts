import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const call = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`https://dispatch.test${path}`, init));

describe("GET /api/articles", () => {
  it("lists every published article from D1 in the spec's shape, newest first", async () => {
    const response = await call("/api/articles");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const articles = (await response.json()) as Record<string, unknown>[];
    expect(articles.length).toBeGreaterThanOrEqual(3);
    for (const article of articles) {
      expect(Object.keys(article).sort()).toEqual(
        [
          "author",
          "category",
          "createdAt",
          "excerpt",
          "id",
          "imageUrl",
          "readTimeMinutes",
          "slug",
          "title",
        ].sort(),
      );
      expect(article.readTimeMinutes).toBeGreaterThanOrEqual(1);
    }
    const dates = articles.map((article) => String(article.createdAt));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await call("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
