import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { votes } from "~/db/schema";
import { rankFutures, standingOf, type Tally } from "~/lib/futures/odds";
import { liveArticles } from "./visibility.server";

const countOf = (choice: "yes" | "maybe" | "no") =>
  sql<number>`coalesce(sum(${votes.choice} = ${choice}), 0)`.mapWith(Number);

/**
 * Every published story with its yes, maybe and no counts, in one aggregate query: a left join keeps
 * the stories nobody has voted on yet, and GROUP BY does the counting in D1, not one query per story.
 */
export async function listTallies(db: Db): Promise<Tally[]> {
  const articles = liveArticles();
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      category: articles.category,
      publishedAt: articles.publishedAt,
      yes: countOf("yes"),
      maybe: countOf("maybe"),
      no: countOf("no"),
    })
    .from(articles)
    .leftJoin(votes, eq(votes.articleId, articles.id))
    .groupBy(articles.id);
}

/** The Odds page and `GET /api/odds`. */
export async function getOdds(db: Db) {
  return rankFutures(await listTallies(db));
}

/** Where a story now ranks, for the answer to a vote ("#3 of 21"). */
export async function getStanding(db: Db, articleId: number) {
  return standingOf(await getOdds(db), articleId);
}
