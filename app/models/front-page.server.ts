import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { votes } from "~/db/schema";
import { categories } from "~/lib/config/categories";
import type { ArticleListItem, FrontSection } from "~/types/content";
import { listArticles } from "./articles.server";

/** How many stories the numbered "Most read" list holds beside the lead. */
export const mostReadCount = 5;

export type FrontPage = {
  recent: ArticleListItem[];
  mostRead: ArticleListItem[];
  sections: FrontSection[];
  edition: { stories: number; fromYear: number; toYear: number } | null;
};

/** The newest article carrying each badge, newest first (decisions: Home "Recent Articles"). */
export function pickRecentFlagged(articles: ArticleListItem[]) {
  const seen = new Set<string>();
  return articles.filter((article) => {
    if (!article.badge || seen.has(article.badge)) return false;
    seen.add(article.badge);
    return true;
  });
}

/**
 * Lays out one edition from every article (newest first) and the votes cast on each. Each story
 * appears once: the three flagged stories on top, the most-voted of the rest in "Most read" (ties go
 * to the newer story), and everything else in its section's row (content only uses the site's categories), so every
 * story is one click away.
 */
export function composeFrontPage(articles: ArticleListItem[], voteCounts: Map<number, number>): FrontPage {
  const recent = pickRecentFlagged(articles);
  const taken = new Set(recent.map((article) => article.id));
  const mostRead = articles
    .filter((article) => !taken.has(article.id))
    .map((article, newness) => ({ article, newness, votes: voteCounts.get(article.id) ?? 0 }))
    .sort((a, b) => b.votes - a.votes || a.newness - b.newness)
    .slice(0, mostReadCount)
    .map(({ article }) => article);
  for (const article of mostRead) taken.add(article.id);

  const rest = articles.filter((article) => !taken.has(article.id));
  const sections = categories.map((category) => ({
    name: category.name,
    label: category.gridLabel,
    path: category.path,
    stories: rest.filter((article) => article.category === category.name),
  }));

  const years = articles.map((article) => Number(article.dateline.slice(0, 4))).filter(Number.isFinite);
  const edition =
    years.length > 0
      ? { stories: articles.length, fromYear: Math.min(...years), toYear: Math.max(...years) }
      : null;
  return { recent, mostRead, sections: sections.filter((section) => section.stories.length > 0), edition };
}

/** Votes cast per article: the one reader signal the server keeps (reactions stay in the browser). */
export async function countVotesByArticle(db: Db) {
  const rows = await db
    .select({ articleId: votes.articleId, count: sql<number>`count(*)` })
    .from(votes)
    .groupBy(votes.articleId);
  return new Map(rows.map((row) => [row.articleId, Number(row.count)]));
}

export async function getFrontPage(db: Db): Promise<FrontPage> {
  const [articles, voteCounts] = await Promise.all([listArticles(db), countVotesByArticle(db)]);
  return composeFrontPage(articles, voteCounts);
}
