import { describe, expect, it } from "vitest";
import { cacheKey } from "../../worker/edge-cache";
import { pageMemory } from "../../worker/edge-memory";
import { call, postJson } from "./api-client";

type Ranked = {
  rank: number;
  slug: string;
  title: string;
  category: string;
  yes: number;
  maybe: number;
  no: number;
  total: number;
  score: number;
};
type Unranked = Omit<Ranked, "rank" | "score">;
type OddsAnswer = { success: true; ranked: Ranked[]; unranked: Unranked[] };
type VoteAnswer = { success: true; standing: { rank: number | null; of: number } };

async function odds(cookie?: string) {
  const response = await call("/api/odds", cookie ? { headers: { cookie } } : undefined);
  expect(response.status).toBe(200);
  return {
    cache: response.headers.get("x-edge-cache"),
    body: (await response.json()) as OddsAnswer,
    response,
  };
}

/** Each vote comes from a new reader (no voter cookie), so every one counts. */
async function votes(articleId: number, vote: "yes" | "maybe" | "no", count: number) {
  let last: Response | undefined;
  for (let index = 0; index < count; index++) {
    last = await postJson("/api/votes", { articleId, vote });
    expect(last.status).toBe(200);
  }
  const bookmark = (last!.headers.get("set-cookie") ?? "").match(/d1-bookmark=[^;]+/)?.[0];
  return { answer: (await last!.json()) as VoteAnswer, bookmark };
}

const rankOf = (answer: OddsAnswer, slug: string) =>
  answer.ranked.find((future) => future.slug === slug)?.rank;

describe("GET /api/odds", () => {
  it("answers every story once, ranked or unranked, with the documented fields", async () => {
    const { body } = await odds();
    const articles = (await (await call("/api/articles")).json()) as { slug: string }[];
    expect(body.success).toBe(true);
    const slugs = [...body.ranked, ...body.unranked].map((future) => future.slug);
    expect(slugs.sort()).toEqual(articles.map((article) => article.slug).sort());
    for (const future of body.unranked) {
      expect(Object.keys(future).sort()).toEqual([
        "category",
        "maybe",
        "no",
        "slug",
        "title",
        "total",
        "yes",
      ]);
    }
  });

  it("ranks a story once it has 5 votes; the vote's answer, the bypassed cache and the expired cache all show it", async () => {
    const articles = (await (await call("/api/articles")).json()) as { id: number; slug: string }[];
    const [believed, doubted] = articles.slice(-2);
    const before = await odds();
    expect(rankOf(before.body, believed!.slug)).toBeUndefined();
    expect((await odds()).cache).toBe("HIT");

    const four = await votes(believed!.id, "yes", 4);
    expect(four.answer.standing.rank).toBeNull();
    const fifth = await votes(believed!.id, "yes", 1);
    expect(fifth.answer.standing.rank).toEqual(expect.any(Number));
    await votes(doubted!.id, "no", 6);
    const { answer, bookmark } = await votes(doubted!.id, "maybe", 1);

    // Other readers keep the stored copy for up to 5 minutes…
    const stale = await odds();
    expect(stale.cache).toBe("HIT");
    expect(stale.body).toEqual(before.body);

    // …the reader who just voted reads through their D1 bookmark, past the cache.
    const fresh = await odds(bookmark);
    expect(fresh.cache).toBe("BYPASS");
    const believedRank = rankOf(fresh.body, believed!.slug)!;
    const doubtedRank = rankOf(fresh.body, doubted!.slug)!;
    expect(believedRank).toBeLessThan(doubtedRank);
    expect(answer.standing).toEqual({ rank: doubtedRank, of: fresh.body.ranked.length });
    expect(fresh.body.ranked.map((future) => future.rank)).toEqual(
      fresh.body.ranked.map((_, index) => index + 1),
    );
    const doubtedRow = fresh.body.ranked.find((future) => future.slug === doubted!.slug)!;
    expect(doubtedRow).toMatchObject({ yes: 0, maybe: 1, no: 6, total: 7 });
    expect(doubtedRow.score).toBeGreaterThan(0);
    expect(doubtedRow.score).toBeLessThan(0.1);

    // When the stored copy expires (removed here from the edge cache and the isolate's memory, as its
    // 5 minutes would remove it), everyone sees the new ranks.
    const key = cacheKey(new Request("https://dispatch.test/api/odds"), "integration");
    await (caches as unknown as { default: Cache }).default.delete(key);
    pageMemory.delete(key.url);
    const expired = await odds();
    expect(expired.cache).toBe("MISS");
    expect(expired.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300");
    expect(expired.body).toEqual(fresh.body);
  });

  it("is read with GET only, and answers JSON errors for other paths", async () => {
    expect((await call("/api/odds", { method: "POST" })).status).toBe(404);
    expect((await call("/api/odds/extra")).status).toBe(404);
  });
});
