import type { Db } from "~/db/client.server";
import { categories } from "~/lib/config/categories";
import { datelineYear } from "~/lib/utils/dateline";
import type { ArticleListItem, FrontSection } from "~/types/content";
import { listArticles } from "./articles.server";
import { countRecentReads } from "./read-counts.server";

/** How many stories the numbered "Most read" list holds beside the lead. */
export const mostReadCount = 5;
/**
 * Reads in the last seven days a story needs before it is ranked by them: below this the counts
 * are too thin to mean anything, and the list falls back to the newest stories (decision 118).
 */
export const minReadsToRank = 5;

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
 * Lays out one edition from every article (newest first) and each story's reads in the last seven
 * days. Each story appears once: the three flagged stories on top, the most read of the rest in
 * "Most read" (ties go to the newer story; stories read fewer than `minReadsToRank` times count as
 * unread, so thin counts fall back to the newest), and everything else in its section's row
 * (content only uses the site's categories), so every story is one click away.
 */
export function composeFrontPage(articles: ArticleListItem[], readCounts: Map<number, number>): FrontPage {
  const recent = pickRecentFlagged(articles);
  const taken = new Set(recent.map((article) => article.id));
  const ranked = (id: number) => {
    const reads = readCounts.get(id) ?? 0;
    return reads >= minReadsToRank ? reads : 0;
  };
  const mostRead = articles
    .filter((article) => !taken.has(article.id))
    .map((article, newness) => ({ article, newness, reads: ranked(article.id) }))
    .sort((a, b) => b.reads - a.reads || a.newness - b.newness)
    .slice(0, mostReadCount)
    .map(({ article }) => article);
  for (const article of mostRead) taken.add(article.id);

  const rest = articles.filter((article) => !taken.has(article.id));
  const sections = categories.map((category) => ({
    name: category.name,
    label: category.displayName,
    path: category.path,
    stories: rest.filter((article) => article.category === category.name),
  }));

  const years = articles.map((article) => datelineYear(article.dateline)).filter(Number.isFinite);
  const edition =
    years.length > 0
      ? { stories: articles.length, fromYear: Math.min(...years), toYear: Math.max(...years) }
      : null;
  return { recent, mostRead, sections: sections.filter((section) => section.stories.length > 0), edition };
}

export async function getFrontPage(db: Db): Promise<FrontPage> {
  const [articles, readCounts] = await Promise.all([listArticles(db), countRecentReads(db)]);
  return composeFrontPage(articles, readCounts);
}
