import { categoryLabel } from "~/lib/config/categories";
import { absoluteUrl, defaultShareImage, shareImagePath, shareImageSize } from "./urls";
import { brand, tagline } from "../config/site";

// schema.org JSON-LD for search engines. Plain objects: route `meta` renders them through React
// Router's escaped "script:ld+json" descriptor.

function publisher(siteUrl: string) {
  return {
    "@type": "Organization",
    name: brand,
    url: absoluteUrl(siteUrl, "/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(siteUrl, "/images/share/logo.png"),
      width: 512,
      height: 512,
    },
  };
}

export type JsonLdArticle = {
  slug: string;
  title: string;
  excerpt: string;
  dateline: string;
  publishedAt: string;
  updatedAt: string;
  category: string;
  imageSrc: string;
  imageWidth: number;
  imageHeight: number;
};

export function articleJsonLd(input: {
  article: JsonLdArticle;
  author: { name: string; slug: string | null };
  description: string;
  siteUrl: string;
}) {
  const { article, author, siteUrl } = input;
  const url = absoluteUrl(siteUrl, `/articles/${article.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "SatiricalArticle",
    headline: article.title,
    description: input.description,
    image: [
      { "@type": "ImageObject", url: absoluteUrl(siteUrl, shareImagePath(article.slug)), ...shareImageSize },
      {
        "@type": "ImageObject",
        url: absoluteUrl(siteUrl, article.imageSrc),
        width: article.imageWidth,
        height: article.imageHeight,
      },
    ],
    author: {
      "@type": author.slug ? "Person" : "Organization",
      name: author.name,
      url: absoluteUrl(siteUrl, author.slug ? `/author/${author.slug}` : "/"),
    },
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: categoryLabel(article.category),
    // The imagined date the story is set on, so no reader or crawler takes it for news.
    temporalCoverage: article.dateline,
    genre: "Satire",
    isAccessibleForFree: true,
    inLanguage: "en",
    publisher: publisher(siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

export function personJsonLd(input: {
  author: { slug: string; name: string; role: string; tagline?: string; portraitSrc: string };
  siteUrl: string;
}) {
  const { author, siteUrl } = input;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: author.name,
    jobTitle: author.role,
    ...(author.tagline ? { description: author.tagline } : {}),
    image: absoluteUrl(siteUrl, author.portraitSrc),
    url: absoluteUrl(siteUrl, `/author/${author.slug}`),
    worksFor: { "@type": "Organization", name: brand, url: absoluteUrl(siteUrl, "/") },
  };
}

export function websiteJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: brand,
    description: tagline,
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, defaultShareImage),
    publisher: publisher(siteUrl),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(siteUrl, "/search?q={search_term_string}") },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A page that is an ordered list of stories (the Timeline, the Odds): schema.org `ItemList`. */
export function itemListJsonLd(input: {
  name: string;
  description: string;
  path: string;
  items: { title: string; slug: string }[];
  siteUrl: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.siteUrl, input.path),
    numberOfItems: input.items.length,
    itemListElement: input.items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.title,
      url: absoluteUrl(input.siteUrl, `/articles/${item.slug}`),
    })),
  };
}
