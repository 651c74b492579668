import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { searchTerms } from "~/lib/search/query";
import { queryIndex } from "~/models/search-index.server";
import { search } from "./search-helpers";

// Each query with the article that must rank first, picked by reading content/articles/*.md.
const relevance: [kind: string, query: string, slug: string][] = [
  ["a title word", "mars", "mars-reality-show-2053"],
  ["a title word", "landfill", "zero-waste-2055"],
  ["a title word", "timestamp", "extra-second-auction-2061"],
  ["a title word also found in another body", "haircut", "kind-untruths-act-2049"],
  ["two title words in the other order", "president algorithm", "algorithm-president-2044"],
  ["a title phrase", "Sol Mates", "mars-reality-show-2053"],
  ["a word only in a body", "steeple", "church-cosmos"],
  ["a word only in a body", "earpieces", "elevator-courtesy-inquiry-2052"],
  ["a word only in a body", "timekeeping", "extra-second-auction-2061"],
  ["a word only in a body", "cortical", "work-from-mind-2048"],
  ["a partial word", "metat", "zuckerberg-buys-planet-metaterra-2051"],
  ["a partial word", "immort", "immortality-subscription-2070"],
  ["a partial word", "regol", "luna-city-first-sister-society-2050"],
  ["mixed case", "ZUCKERBERG", "zuckerberg-buys-planet-metaterra-2051"],
  ["mixed case", "hEdGe", "town-meeting-delegates-2051"],
  ["a 2-character word plus a real one", "AI bankers", "elevator-courtesy-inquiry-2052"],
  ["a 2-character word plus a real one", "of landfill", "zero-waste-2055"],
  ["a word typed without its accent", "neuchatel", "extra-second-auction-2061"],
  ["two excerpt words", "gut bacteria", "microbiome-consent-2063"],
];

/** Every searched column of each article, as one text. */
async function articleTexts(ids: number[]) {
  const { results } = await env.DB.prepare(
    `SELECT id, title || ' ' || excerpt || ' ' || lede || ' ' || body_text || ' ' || category || ' ' || author_name AS text
     FROM articles WHERE id IN (${ids.map(() => "?").join(",")})`,
  )
    .bind(...ids)
    .all<{ id: number; text: string }>();
  return new Map(results.map((row) => [row.id, row.text]));
}

describe("Search relevance", () => {
  it.each(relevance)("ranks the right article first for %s: %j", async (_kind, query, slug) => {
    const { response, slugs } = await search(query);
    expect(response.status).toBe(200);
    expect(slugs[0]).toBe(slug);
  });

  // Before this ranking, a prefix match in a title ("Marsh", "stations") beat the whole word in a body.
  // Each query here has both kinds of match in the current articles, so the order is tested for real.
  it.each(["station", "brief", "occasion", "safe", "reach", "stations"])(
    "puts every article with %j as a whole word or plain plural above those matching only its prefix",
    async (query) => {
      const { body } = await search(query);
      const stem = query.replace(/s$/, "");
      const whole = new RegExp(`(^|[^\\p{L}\\p{N}])${stem}(s|es)?([^\\p{L}\\p{N}]|$)`, "iu");
      const texts = await articleTexts(body.map((result) => result.id));
      const kinds = body.map((result) => (whole.test(texts.get(result.id)!) ? "whole" : "prefix"));
      expect(kinds.length).toBeGreaterThan(1);
      expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === "whole" ? -1 : 1)));
    },
  );

  it("finds the singular for a plain plural: bouquets finds the article that says bouquet", async () => {
    const { slugs } = await search("bouquets");
    expect(slugs[0]).toBe("human-bot-wedding-space-2047");
  });

  it("finds Mars from the first three letters as the reader types", async () => {
    const { body } = await search("mar");
    expect(body.map((result) => result.slug)).toContain("mars-reality-show-2053");
    const mars = body.find((result) => result.slug === "mars-reality-show-2053")!;
    const marked = mars.highlights.map(([start, end]) => mars.snippet.slice(start, end));
    expect(marked).toContain("Mars");
  });

  it("lets any remaining word match, so each word adds its own articles", async () => {
    const one = await search("steeple");
    const other = await search("earpieces");
    const both = await search("steeple earpieces");
    expect(both.slugs.sort()).toEqual([...one.slugs, ...other.slugs].sort());
  });

  it("searches the category and the reporter's name too", async () => {
    const { body } = await search("Sustainability");
    expect(body.filter((result) => result.category === "Sustainability").length).toBeGreaterThanOrEqual(2);
    const byReporter = await search("Lindqvist");
    expect(byReporter.slugs).toContain("work-from-mind-2048");
  });

  it("answers the spec's article summary plus a snippet for every result", async () => {
    const { body } = await search("robots");
    expect(body.length).toBeGreaterThan(0);
    for (const result of body) {
      expect(Object.keys(result).sort()).toEqual(
        [
          "category",
          "excerpt",
          "highlights",
          "id",
          "imageUrl",
          "readTimeMinutes",
          "slug",
          "snippet",
          "title",
        ].sort(),
      );
      expect(result.readTimeMinutes).toBeGreaterThanOrEqual(1);
      expect(result.imageUrl).toMatch(/^\/images\//);
    }
  });

  it("cuts the snippet to 150 characters from up to 50 before the match and marks it", async () => {
    const { body } = await search("earpieces");
    const [result] = body;
    const text = result!.snippet.replace(/^…|…$/g, "");
    expect(text.length).toBeLessThanOrEqual(150);
    expect(result!.snippet.startsWith("…")).toBe(true);
    const [[start, end]] = result!.highlights as [[number, number]];
    expect(result!.snippet.slice(start, end).toLowerCase()).toBe("earpieces");
    expect(start - 1).toBeLessThanOrEqual(50);
  });

  it("answers an empty list for queries under 3 characters or with only short words", async () => {
    for (const query of ["", "a", "ai", " m ", "ai ml to"]) {
      const { response, body } = await search(query);
      expect(response.status).toBe(200);
      expect(body).toEqual([]);
    }
  });
});

// Straight from the index, past the KV cache, so each step sees the table as it is now.
const indexed = async (query: string) =>
  (await queryIndex(createDb(env.DB), searchTerms(query))).map((result) => result.slug);

describe("The search index", () => {
  it("follows the articles table as rows are added, corrected and removed", async () => {
    const id = 90_001;
    const insert = `INSERT INTO articles (id, slug, title, excerpt, category, author_name, lede, body_html,
      body_text, read_time_minutes, image_src, image_alt, image_width, image_height, dateline, published_at,
      updated_at, content_hash) VALUES (?, 'index-probe', 'Quokkaphone Launch', 'A probe.', 'Randoms',
      'Idris Vale', 'Lede.', '<p>Body.</p>', 'Body about zebrafinches.', 1, '/images/x.svg', '', 1, 1,
      '2050-01-01', '2000-01-01T00:00:00Z', '2000-01-01T00:00:00Z', 'x')`;
    try {
      await env.DB.prepare(insert).bind(id).run();
      expect(await indexed("quokkaphone")).toEqual(["index-probe"]);
      expect(await indexed("zebrafinches")).toEqual(["index-probe"]);
      await env.DB.prepare("UPDATE articles SET title = 'Wombatphone Launch' WHERE id = ?").bind(id).run();
      expect(await indexed("quokkaphone")).toEqual([]);
      expect(await indexed("wombatphone")).toEqual(["index-probe"]);
    } finally {
      await env.DB.prepare("DELETE FROM articles WHERE id = ?").bind(id).run();
    }
    expect(await indexed("wombatphone")).toEqual([]);
  });
});
