import { categoryLabel } from "~/lib/config/categories";
import { absoluteUrl, pageMeta, satireDescription, shareImagePath } from "./seo";

type StoryPage = {
  article: {
    slug: string;
    title: string;
    excerpt: string;
    dateline: string;
    imageAlt: string;
    publishedAt: string;
    updatedAt: string;
    category: string;
  };
  author: { slug: string | null };
  jsonLd: Record<string, unknown>;
};

/** A story page's title, description, Open Graph article facts and JSON-LD; a preview adds `noindex`. */
export function articleMeta({ article, author, jsonLd }: StoryPage, siteUrl: string, noindex = false) {
  return pageMeta({
    title: article.title,
    description: satireDescription(article),
    path: `/articles/${article.slug}`,
    siteUrl,
    image: shareImagePath(article.slug),
    imageAlt: article.imageAlt,
    type: "article",
    article: {
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      section: categoryLabel(article.category),
      authorUrl: author.slug ? absoluteUrl(siteUrl, `/author/${author.slug}`) : undefined,
    },
    jsonLd,
    noindex,
  });
}
