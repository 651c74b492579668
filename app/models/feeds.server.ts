import { desc, eq, max } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authors, newsletterEditions } from "~/db/schema";
import { liveArticles } from "./visibility.server";

const feedColumns = (articles: ReturnType<typeof liveArticles>) => ({
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  authorName: articles.authorName,
  lede: articles.lede,
  bodyHtml: articles.bodyHtml,
  imageSrc: articles.imageSrc,
  imageAlt: articles.imageAlt,
  imageWidth: articles.imageWidth,
  imageHeight: articles.imageHeight,
  dateline: articles.dateline,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
});

export type FeedArticle = Awaited<ReturnType<typeof listFeedArticles>>[number];

/** Whole articles for a feed, newest first: every article, or one category's, or one byline's. */
export async function listFeedArticles(
  db: Db,
  filter: { category?: string; authorName?: string } = {},
  limit = 50,
) {
  const articles = liveArticles();
  const where = filter.category
    ? eq(articles.category, filter.category)
    : filter.authorName
      ? eq(articles.authorName, filter.authorName)
      : undefined;
  return db
    .select(feedColumns(articles))
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedAt))
    .limit(limit);
}

/** What the sitemap needs: every article's URL facts, and every reporter with their newest story. */
export async function sitemapEntries(db: Db) {
  const articles = liveArticles();
  const [articleRows, authorRows, categoryRows, editionRows] = await Promise.all([
    db
      .select({
        slug: articles.slug,
        authorName: articles.authorName,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
        imageSrc: articles.imageSrc,
        imageAlt: articles.imageAlt,
      })
      .from(articles)
      .orderBy(desc(articles.publishedAt)),
    db
      .select({ slug: authors.slug, name: authors.name, updatedAt: authors.updatedAt })
      .from(authors)
      .orderBy(authors.slug),
    db
      .select({ category: articles.category, updatedAt: max(articles.updatedAt) })
      .from(articles)
      .groupBy(articles.category),
    db
      .select({ number: newsletterEditions.number, createdAt: newsletterEditions.createdAt })
      .from(newsletterEditions)
      .orderBy(desc(newsletterEditions.number)),
  ]);
  return { articles: articleRows, authors: authorRows, categories: categoryRows, editions: editionRows };
}
