// Drafts, scheduled stories, preview links and corrections, through the real Worker (API, feeds,
// sitemap, edge cache, search and its KV cache) and the models every page's loader reads.
import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { searchTerms } from "~/lib/search/query";
import {
  articleExists,
  getArticleBySlug,
  listArticlesByAuthor,
  listArticlesByCategory,
  listArticlesBySlugs,
  listRelatedArticles,
} from "~/models/articles.server";
import { getFrontPage } from "~/models/front-page.server";
import { composeNextEdition } from "~/services/newsletter/editions.server";
import { getOdds } from "~/models/odds.server";
import { searchArticles, searchCacheKey } from "~/services/search.server";
import { listTimelineArticles } from "~/models/timeline.server";
import { correctedSlug, draftSlug, scheduledAt, scheduledSlug } from "../fixtures/publishing";
import { search } from "./search-helpers";

const db = createDb(env.DB);
const call = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`https://dispatch.test${path}`, init));
const text = async (path: string) => {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const apiSlugs = async () =>
  ((await (await call("/api/articles")).json()) as { slug: string }[]).map((a) => a.slug);
const frontPageSlugs = async () => {
  const page = await getFrontPage(db);
  return [...page.recent, ...page.mostRead, ...page.sections.flatMap((section) => section.stories)].map(
    (story) => story.slug,
  );
};
const minutes = (n: number) => n * 60_000;
const at = (iso: string, offset = 0) => new Date(Date.parse(iso) + offset);

beforeAll(async () => {
  await env.DB.batch(env.TEST_PUBLISHING_STATEMENTS.map((statement) => env.DB.prepare(statement)));
  const [draft] = await env.DB.prepare("SELECT id FROM articles WHERE slug = ?").bind(draftSlug).raw();
  // The draft is the most read story of the week: "Most read" must still leave it out.
  const hour = new Date().toISOString().slice(0, 13);
  await env.DB.prepare("INSERT INTO read_counts (article_id, hour, reads) VALUES (?, ?, 500)")
    .bind(draft![0], hour)
    .run();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("A draft", () => {
  it("is on no list, feed, sitemap, search, Odds, Timeline, Most read or edition", async () => {
    expect(await apiSlugs()).not.toContain(draftSlug);
    expect(await frontPageSlugs()).not.toContain(draftSlug);
    const lists = [
      await listArticlesByCategory(db, "Space & Beyond"),
      await listArticlesByAuthor(db, "Nova Okafor"),
      await listArticlesBySlugs(db, [draftSlug]),
      await listTimelineArticles(db),
      await listTimelineArticles(db, "Space & Beyond"),
    ];
    for (const list of lists) expect(list.map((story) => story.slug)).not.toContain(draftSlug);
    const space = await listArticlesByCategory(db, "Space & Beyond");
    const related = await listRelatedArticles(db, space[0]!, 30);
    expect(related.map((story) => story.slug)).not.toContain(draftSlug);
    const odds = await getOdds(db);
    expect([...odds.ranked, ...odds.unranked].map((row) => row.slug)).not.toContain(draftSlug);
    for (const path of [
      "/feed.xml",
      "/feeds/category/space-beyond.xml",
      "/feeds/author/nova-okafor.xml",
      "/sitemap.xml",
      "/api/odds",
    ]) {
      expect(await text(path), path).not.toContain(draftSlug);
    }
    const edition = await composeNextEdition(db, env.SITE_URL, at("2026-11-20T12:00:00Z"));
    expect(edition?.storySlugs).not.toContain(draftSlug);
  });

  it("is found by no search: not the API, not the page's search, not the KV cache", async () => {
    const api = await search("zorblax");
    expect(api.response.status).toBe(200);
    expect(api.slugs).toEqual([]);
    const page = await searchArticles({ db, cache: env.CACHE }, "zorblax tariff");
    expect(page.results.map((result) => result.slug)).not.toContain(draftSlug);
    await vi.waitFor(async () => {
      const cached = await env.CACHE.get(await searchCacheKey(searchTerms("zorblax")));
      expect(cached).toBe("[]");
    });
  });

  it("has no article to render or vote on: the page's query finds nothing, as for a missing story", async () => {
    expect(await getArticleBySlug(db, draftSlug)).toBeUndefined();
    const [row] = await env.DB.prepare("SELECT id FROM articles WHERE slug = ?").bind(draftSlug).raw();
    expect(await articleExists(db, Number(row![0]))).toBe(false);
  });
});

describe("A scheduled story", () => {
  const surfaces = async () => ({
    api: (await apiSlugs()).includes(scheduledSlug),
    home: (await frontPageSlugs()).includes(scheduledSlug),
    category: (await listArticlesByCategory(db, "Space & Beyond")).some((a) => a.slug === scheduledSlug),
    page: Boolean(await getArticleBySlug(db, scheduledSlug)),
    feed: (await text("/feed.xml")).includes(scheduledSlug),
    categoryFeed: (await text("/feeds/category/space-beyond.xml")).includes(scheduledSlug),
    sitemap: (await text("/sitemap.xml")).includes(scheduledSlug),
    search: (await search("quendril")).slugs.includes(scheduledSlug),
  });
  const everywhere = {
    api: true,
    home: true,
    category: true,
    page: true,
    feed: true,
    categoryFeed: true,
    sitemap: true,
    search: true,
  };
  const nowhere = Object.fromEntries(Object.keys(everywhere).map((key) => [key, false]));

  it("is hidden before its time and everywhere after it, with nothing reloaded", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at(scheduledAt, -minutes(10)));
    expect(await surfaces()).toEqual(nowhere);
    // Past the caches' five minutes since those answers were stored, and past the story's time.
    vi.setSystemTime(at(scheduledAt, minutes(1)));
    expect(await surfaces()).toEqual(everywhere);
  });

  it("is kept hidden by the edge cache and the search cache for at most five minutes after its time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // A reader fetches the feed, the sitemap and a search a minute before the story goes live…
    vi.setSystemTime(at(scheduledAt, -minutes(61)));
    await text("/feed.xml");
    vi.setSystemTime(at(scheduledAt, -minutes(1)));
    const cachedFeed = await call("/sitemap.xml");
    expect(await cachedFeed.text()).not.toContain(scheduledSlug);
    expect((await search("quendril ferry")).slugs).not.toContain(scheduledSlug);
    // …so a minute after it, the stored answers may still leave it out…
    vi.setSystemTime(at(scheduledAt, minutes(1)));
    const stale = await call("/sitemap.xml");
    expect(stale.headers.get("x-edge-cache")).toBe("HIT");
    // …but never later than five minutes after the answers were stored.
    vi.setSystemTime(at(scheduledAt, minutes(4) + 1000));
    const fresh = await call("/sitemap.xml");
    expect(fresh.headers.get("x-edge-cache")).toBe("MISS");
    expect(await fresh.text()).toContain(scheduledSlug);
    expect((await search("quendril ferry")).slugs).toContain(scheduledSlug);
  });

  it("is in the first weekly edition written after its time, and not in one written before", async () => {
    const before = await composeNextEdition(db, env.SITE_URL, at(scheduledAt, -minutes(5)));
    expect(before?.storySlugs ?? []).not.toContain(scheduledSlug);
    const after = await composeNextEdition(db, env.SITE_URL, at(scheduledAt, minutes(60 * 24)));
    expect(after?.storySlugs).toContain(scheduledSlug);
  });
});

describe("A preview link", () => {
  it("is never answered from the edge cache, nor stored in it", async () => {
    const path = `/preview/${draftSlug}?until=4102444800&sig=${"A".repeat(43)}`;
    const first = await call(path);
    const second = await call(path);
    expect(first.headers.get("x-edge-cache")).toBe("BYPASS");
    expect(second.headers.get("x-edge-cache")).toBe("BYPASS");
  });
});

describe("A correction", () => {
  it("dates the story's feed item and its sitemap entry", async () => {
    const feed = await text("/feeds/category/future-politics.xml");
    const item = feed.split("<item>").find((chunk) => chunk.includes(correctedSlug));
    expect(item).toContain("<atom:updated>2026-11-09T16:00:00Z</atom:updated>");
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain(
      `<loc>${env.SITE_URL}/articles/${correctedSlug}</loc><lastmod>2026-11-09T16:00:00Z</lastmod>`,
    );
    expect(sitemap).toContain(`<loc>${env.SITE_URL}/corrections</loc>`);
  });
});
