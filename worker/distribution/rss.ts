import { absoluteUrl, satireDescription, shareImagePath, shareImageSize } from "~/lib/seo/seo";
import { brand } from "~/lib/config/site";
import { datelineYear } from "~/lib/utils/dateline";
import type { FeedArticle } from "~/models/feeds.server";
import { cdata, element, rfc822, xmlEscape } from "./xml";

export type Channel = {
  title: string;
  description: string;
  /** The page the feed mirrors, e.g. `/space-beyond`. */
  pagePath: string;
  /** The feed's own path, e.g. `/feeds/category/space-beyond.xml`. */
  feedPath: string;
};

/** What sets a feed apart from the plain RSS 2.0 every feed here shares. */
type Extras = {
  /** `xmlns:…` declarations beyond Atom's, for the elements the items use. */
  namespaces?: string[];
  /** Whether the channel shows the site's logo. */
  logo?: boolean;
};

/** One `<item>`: its title and permalink, when it was published, then what the feed adds. */
export function rssItem(title: string, url: string, published: string, rest: string[]) {
  return [
    "<item>",
    element("title", title),
    element("link", url),
    `<guid isPermaLink="true">${xmlEscape(url)}</guid>`,
    element("pubDate", rfc822(published)),
    ...rest,
    "</item>",
  ].join("\n");
}

/**
 * The one RSS 2.0 document every feed is written as: the channel, dated by its newest item, with an
 * Atom self link, then the items in the order given (newest first).
 */
export function rssDocument(
  channel: Channel & Extras & { newest?: string },
  items: string[],
  siteUrl: string,
) {
  const namespaces = ['xmlns:atom="http://www.w3.org/2005/Atom"', ...(channel.namespaces ?? [])];
  const page = absoluteUrl(siteUrl, channel.pagePath);
  return [
    `<rss version="2.0" ${namespaces.join(" ")}>`,
    "<channel>",
    element("title", channel.title),
    element("link", page),
    element("description", channel.description),
    element("language", "en"),
    ...(channel.newest ? [element("lastBuildDate", rfc822(channel.newest))] : []),
    `<atom:link href="${xmlEscape(absoluteUrl(siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(channel.logo
      ? [
          "<image>",
          element("url", absoluteUrl(siteUrl, "/images/share/logo.png")),
          element("title", channel.title),
          element("link", page),
          "</image>",
        ]
      : []),
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}

/** The article as a feed reader shows it: the satire notice, the hero image, the lede, then the body. */
function fullContent(article: FeedArticle, siteUrl: string) {
  const image = absoluteUrl(siteUrl, article.imageSrc);
  return [
    `<p><em>${xmlEscape(`Satire set in ${datelineYear(article.dateline)}. ${brand} reports imagined futures as if they were news.`)}</em></p>`,
    `<figure><img src="${xmlEscape(image)}" alt="${xmlEscape(article.imageAlt)}" width="${article.imageWidth}" height="${article.imageHeight}"></figure>`,
    `<p>${xmlEscape(article.lede)}</p>`,
    article.bodyHtml,
  ].join("\n");
}

function articleItem(article: FeedArticle, siteUrl: string) {
  const share = absoluteUrl(siteUrl, shareImagePath(article.slug));
  return rssItem(article.title, absoluteUrl(siteUrl, `/articles/${article.slug}`), article.publishedAt, [
    element("dc:creator", article.authorName || brand),
    element("category", article.category),
    element("description", satireDescription(article)),
    // Later than pubDate once the story has been corrected (its newest correction's time).
    ...(article.updatedAt !== article.publishedAt ? [element("atom:updated", article.updatedAt)] : []),
    `<content:encoded>${cdata(fullContent(article, siteUrl))}</content:encoded>`,
    `<media:content url="${xmlEscape(share)}" medium="image" type="image/png" width="${shareImageSize.width}" height="${shareImageSize.height}">`,
    `<media:description type="plain">${xmlEscape(article.imageAlt)}</media:description>`,
    "</media:content>",
  ]);
}

const articleNamespaces = [
  'xmlns:content="http://purl.org/rss/1.0/modules/content/"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:media="http://search.yahoo.com/mrss/"',
];

/** Stories with full content and hero images, items in the order given (newest first). */
export function rssFeed(channel: Channel, articles: FeedArticle[], siteUrl: string) {
  return rssDocument(
    { ...channel, namespaces: articleNamespaces, logo: true, newest: articles[0]?.publishedAt },
    articles.map((article) => articleItem(article, siteUrl)),
    siteUrl,
  );
}
