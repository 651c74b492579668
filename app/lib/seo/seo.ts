import type { MetaDescriptor } from "react-router";
import { brand, tagline } from "../config/site";
import { datelineYear } from "../utils/dateline";
import { absoluteUrl, defaultShareImage, shareImageSize } from "./urls";

export { articleJsonLd, itemListJsonLd, personJsonLd, websiteJsonLd } from "./structured-data";
export { absoluteUrl, defaultShareImage, shareImagePath, shareImageSize } from "./urls";

/** Every description of an article says it is satire and when it is set, for readers and crawlers. */
export function satireDescription(article: { dateline: string; excerpt: string }) {
  return `Satire set in ${datelineYear(article.dateline)}: ${article.excerpt}`;
}

export function pageTitle(title: string) {
  return title === brand || title.startsWith(`${brand} `) ? title : `${title} | ${brand}`;
}

export type FeedLink = { title: string; path: string };

/** `<link rel="alternate">` descriptors announcing RSS feeds (the site feed is linked by the root). */
export function feedLinks(siteUrl: string, feeds: FeedLink[]): MetaDescriptor[] {
  return feeds.map((feed) => ({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: feed.title,
    href: absoluteUrl(siteUrl, feed.path),
  }));
}

export const siteFeed: FeedLink = { title: brand, path: "/feed.xml" };
export const categoryFeed = (category: { name: string; path: string }): FeedLink => ({
  title: `${category.name} | ${brand}`,
  path: `/feeds/category${category.path}.xml`,
});
export const newsletterFeed: FeedLink = {
  title: `Newsletter editions | ${brand}`,
  path: "/feeds/newsletter.xml",
};
export const authorFeed = (author: { name: string; slug: string }): FeedLink => ({
  title: `${author.name} | ${brand}`,
  path: `/feeds/author/${author.slug}.xml`,
});

export type PageMetaInput = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** The canonical path, e.g. `/articles/some-slug` (no query string). */
  path: string;
  siteUrl: string;
  /** A share image path or URL; 1200×630 unless `imageSize` says otherwise. */
  image?: string;
  imageAlt?: string;
  imageSize?: { width: number; height: number };
  type?: "website" | "article" | "profile";
  noindex?: boolean;
  /** For `type: "article"`: Open Graph article properties. */
  article?: { publishedTime: string; modifiedTime: string; section: string; authorUrl?: string };
  feeds?: FeedLink[];
  /** Structured data, rendered by React Router as an escaped `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

/** Title, description, canonical, Open Graph and Twitter card descriptors for a route's `meta`. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image ?? defaultShareImage);
  const size = input.imageSize ?? shareImageSize;
  const imageAlt = input.imageAlt ?? `${brand}: ${tagline}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: "en_US" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(size.width) },
    { property: "og:image:height", content: String(size.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.article) {
    descriptors.push(
      { property: "article:published_time", content: input.article.publishedTime },
      { property: "article:modified_time", content: input.article.modifiedTime },
      { property: "article:section", content: input.article.section },
    );
    if (input.article.authorUrl) {
      descriptors.push({ property: "article:author", content: input.article.authorUrl });
    }
  }
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex" });
  descriptors.push(...feedLinks(input.siteUrl, input.feeds ?? []));
  const jsonLd = input.jsonLd ? [input.jsonLd].flat() : [];
  descriptors.push(...jsonLd.map((data) => ({ "script:ld+json": data })));
  return descriptors;
}

/** SITE_URL from the root loader's data, for a route's `meta({ matches })`. */
export function siteUrlFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** A route's whole `meta` when it does not depend on the route's data, only on SITE_URL. */
export function staticPageMeta(page: Omit<PageMetaInput, "siteUrl">) {
  return ({ matches }: { matches: Parameters<typeof siteUrlFrom>[0] }) =>
    pageMeta({ ...page, siteUrl: siteUrlFrom(matches) });
}
