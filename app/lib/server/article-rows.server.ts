import { defaultAuthorName } from "~/lib/config/site";
import type { ArticleListItem, ArticleRowData, Author } from "~/types/content";

/** Spec §5: listing pages drop articles lacking a title or an excerpt. */
export function isListable(article: Pick<ArticleListItem, "title" | "excerpt">) {
  return Boolean(article.title?.trim() && article.excerpt?.trim());
}

/**
 * The category, reporter and Timeline screens' rows: the listable articles, each byline linked to
 * its reporter's page when there is one.
 */
export function toArticleRows(
  articles: ArticleListItem[],
  reporters: Pick<Author, "name" | "slug">[],
): ArticleRowData[] {
  const slugByName = new Map(reporters.map((reporter) => [reporter.name, reporter.slug]));
  return articles.filter(isListable).map((article) => ({
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    format: article.format,
    authorName: article.authorName || defaultAuthorName,
    authorSlug: slugByName.get(article.authorName) ?? null,
    readTimeMinutes: article.readTimeMinutes,
    dateline: article.dateline,
    imageSrc: article.imageSrc,
    imageAlt: article.imageAlt,
    imageWidth: article.imageWidth,
    imageHeight: article.imageHeight,
  }));
}

export type TimelineStory = ArticleRowData & { dateline: string };

/** The Timeline's stories: the same rows, each with the dateline it is placed by. */
export function toTimelineStories(
  articles: ArticleListItem[],
  reporters: Pick<Author, "name" | "slug">[],
): TimelineStory[] {
  const datelines = new Map(articles.map((article) => [article.id, article.dateline]));
  return toArticleRows(articles, reporters).map((row) => ({ ...row, dateline: datelines.get(row.id)! }));
}

/** A related story as the article page links it: only what "More from" and the side column show. */
export function toStoryLink(article: ArticleListItem) {
  const { id, slug, title, category, format, readTimeMinutes, dateline, imageSrc } = article;
  return { id, slug, title, category, format, readTimeMinutes, dateline, imageSrc };
}
