import type { Db } from "~/db/client.server";
import { defaultAuthorName } from "~/lib/config/site";
import type { ArticleListItem, ArticleRowData } from "~/types/content";
import { listAuthors } from "./authors.server";

/** Spec §5: listing pages drop articles lacking a title or an excerpt. */
export function isListable(article: Pick<ArticleListItem, "title" | "excerpt">) {
  return Boolean(article.title?.trim() && article.excerpt?.trim());
}

/** The listable articles as rows, each byline linked to its reporter's page when there is one. */
export async function toArticleRows(db: Db, articles: ArticleListItem[]): Promise<ArticleRowData[]> {
  const reporters = await listAuthors(db);
  const slugByName = new Map(reporters.map((reporter) => [reporter.name, reporter.slug]));
  return articles.filter(isListable).map((article) => ({
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    authorName: article.authorName || defaultAuthorName,
    authorSlug: slugByName.get(article.authorName) ?? null,
    readTimeMinutes: article.readTimeMinutes,
    imageSrc: article.imageSrc,
    imageAlt: article.imageAlt,
    imageWidth: article.imageWidth,
    imageHeight: article.imageHeight,
  }));
}
