import { datelineYear } from "~/lib/utils/dateline";
import { absoluteUrl, satireDescription, shareImagePath, shareImageSize } from "~/lib/seo/seo";
import { brand } from "~/lib/config/site";
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

function item(article: FeedArticle, siteUrl: string) {
  const url = absoluteUrl(siteUrl, `/articles/${article.slug}`);
  const share = absoluteUrl(siteUrl, shareImagePath(article.slug));
  return [
    "<item>",
    element("title", article.title),
    element("link", url),
    `<guid isPermaLink="true">${xmlEscape(url)}</guid>`,
    element("pubDate", rfc822(article.publishedAt)),
    element("dc:creator", article.authorName || brand),
    element("category", article.category),
    element("description", satireDescription(article)),
    `<content:encoded>${cdata(fullContent(article, siteUrl))}</content:encoded>`,
    `<media:content url="${xmlEscape(share)}" medium="image" type="image/png" width="${shareImageSize.width}" height="${shareImageSize.height}">`,
    `<media:description type="plain">${xmlEscape(article.imageAlt)}</media:description>`,
    "</media:content>",
    "</item>",
  ].join("\n");
}

/** An RSS 2.0 document with full content and hero images, items in the order given (newest first). */
export function rssFeed(channel: Channel, articles: FeedArticle[], siteUrl: string) {
  const newest = articles[0]?.publishedAt;
  return [
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "<channel>",
    element("title", channel.title),
    element("link", absoluteUrl(siteUrl, channel.pagePath)),
    element("description", channel.description),
    element("language", "en"),
    ...(newest ? [element("lastBuildDate", rfc822(newest))] : []),
    `<atom:link href="${xmlEscape(absoluteUrl(siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    "<image>",
    element("url", absoluteUrl(siteUrl, "/images/share/logo.png")),
    element("title", channel.title),
    element("link", absoluteUrl(siteUrl, channel.pagePath)),
    "</image>",
    ...articles.map((article) => item(article, siteUrl)),
    "</channel>",
    "</rss>",
  ].join("\n");
}
