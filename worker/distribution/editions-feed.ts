import { brand } from "~/lib/config/site";
import { absoluteUrl, newsletterFeed } from "~/lib/seo/seo";
import type { listEditions } from "~/models/newsletter/editions.server";
import { editionPath, editionsPath } from "~/models/newsletter/editions.server";
import { element, rfc822, xmlEscape } from "./xml";

type Edition = Awaited<ReturnType<typeof listEditions>>[number];

/** The newsletter's archive as RSS 2.0: one item per edition, linking to its page. */
export function editionsFeed(editions: Edition[], siteUrl: string) {
  const items = editions.map((edition) => {
    const url = absoluteUrl(siteUrl, editionPath(edition.number));
    return [
      "<item>",
      element("title", edition.subject),
      element("link", url),
      `<guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      element("pubDate", rfc822(edition.coversUntil)),
      element("description", `No. ${edition.number} of the ${brand} newsletter: the week in the future.`),
      "</item>",
    ].join("\n");
  });
  return [
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", newsletterFeed.title),
    element("link", absoluteUrl(siteUrl, editionsPath)),
    element("description", `Every weekly edition of the ${brand} newsletter.`),
    element("language", "en"),
    ...(editions[0] ? [element("lastBuildDate", rfc822(editions[0].coversUntil))] : []),
    `<atom:link href="${xmlEscape(absoluteUrl(siteUrl, newsletterFeed.path))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
