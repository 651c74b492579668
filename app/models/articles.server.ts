import { and, desc, eq, inArray, ne, notInArray, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Format } from "~/lib/config/formats";
import type { ArticleListItem } from "~/types/content";
import { liveArticles } from "./visibility.server";

export type { ArticleListItem };

type LiveArticles = ReturnType<typeof liveArticles>;

// Every query here reads the live articles only (./visibility.server.ts): drafts and stories
// scheduled for later are absent from each list, and their pages answer like a missing story.
function listColumns(articles: LiveArticles) {
  return {
    id: articles.id,
    slug: articles.slug,
    title: articles.title,
    excerpt: articles.excerpt,
    category: articles.category,
    authorName: articles.authorName,
    readTimeMinutes: articles.readTimeMinutes,
    imageSrc: articles.imageSrc,
    imageAlt: articles.imageAlt,
    imageWidth: articles.imageWidth,
    imageHeight: articles.imageHeight,
    badge: articles.badge,
    format: articles.format,
    dateline: articles.dateline,
    publishedAt: articles.publishedAt,
  };
}

export async function listArticles(db: Db): Promise<ArticleListItem[]> {
  const articles = liveArticles();
  return db.select(listColumns(articles)).from(articles).orderBy(desc(articles.publishedAt));
}

/** The articles matching `where`, newest first (a section's, a form's or a reporter's page). */
function listArticlesWhere(db: Db, where: (articles: LiveArticles) => SQL) {
  const articles = liveArticles();
  return db
    .select(listColumns(articles))
    .from(articles)
    .where(where(articles))
    .orderBy(desc(articles.publishedAt));
}

export async function listArticlesByCategory(db: Db, category: string) {
  return listArticlesWhere(db, (articles) => eq(articles.category, category));
}

/** A form's pieces, newest first (the /forms/{form} page). */
export async function listArticlesByFormat(db: Db, format: Format) {
  return listArticlesWhere(db, (articles) => eq(articles.format, format));
}

export async function listArticlesByAuthor(db: Db, authorName: string) {
  return listArticlesWhere(db, (articles) => eq(articles.authorName, authorName));
}

/** The named articles, in the order of `slugs`; a slug no longer published drops out. */
export async function listArticlesBySlugs(db: Db, slugs: string[]): Promise<ArticleListItem[]> {
  if (!slugs.length) return [];
  const articles = liveArticles();
  const rows = await db.select(listColumns(articles)).from(articles).where(inArray(articles.slug, slugs));
  return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
}

export async function getArticleBySlug(db: Db, slug: string) {
  const articles = liveArticles();
  const [article] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return article;
}

export async function articleExists(db: Db, id: number) {
  const articles = liveArticles();
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).limit(1);
  return Boolean(row);
}

/** The slug of article `id`, or undefined: what a vote's bookmark names (worker/d1-session.ts). */
export async function articleSlug(db: Db, id: number) {
  const articles = liveArticles();
  const [row] = await db.select({ slug: articles.slug }).from(articles).where(eq(articles.id, id)).limit(1);
  return row?.slug;
}

/** Up to `limit` other articles: the same category first, then the newest of the rest. */
export async function listRelatedArticles(db: Db, article: { id: number; category: string }, limit = 3) {
  const articles = liveArticles();
  const sameCategory = await db
    .select(listColumns(articles))
    .from(articles)
    .where(and(eq(articles.category, article.category), ne(articles.id, article.id)))
    .orderBy(desc(articles.publishedAt))
    .limit(limit);
  if (sameCategory.length >= limit) return sameCategory;
  const exclude = [article.id, ...sameCategory.map((related) => related.id)];
  const others = await db
    .select(listColumns(articles))
    .from(articles)
    .where(notInArray(articles.id, exclude))
    .orderBy(desc(articles.publishedAt))
    .limit(limit - sameCategory.length);
  return [...sameCategory, ...others];
}
