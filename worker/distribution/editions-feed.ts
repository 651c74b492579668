import { brand } from "~/lib/config/site";
import { absoluteUrl, newsletterFeed } from "~/lib/seo/seo";
import type { listEditions } from "~/models/newsletter/editions.server";
import { editionPath, editionsPath } from "~/lib/newsletter/paths";
import { rssDocument, rssItem } from "./rss";
import { element } from "./xml";

type Edition = Awaited<ReturnType<typeof listEditions>>[number];

/** The newsletter's archive as RSS 2.0: one item per edition, linking to its page. */
export function editionsFeed(editions: Edition[], siteUrl: string) {
  const items = editions.map((edition) =>
    rssItem(edition.subject, absoluteUrl(siteUrl, editionPath(edition.number)), edition.coversUntil, [
      element("description", `No. ${edition.number} of the ${brand} newsletter: the week in the future.`),
    ]),
  );
  const channel = {
    title: newsletterFeed.title,
    description: `Every weekly edition of the ${brand} newsletter.`,
    pagePath: editionsPath,
    feedPath: newsletterFeed.path,
    newest: editions[0]?.coversUntil,
  };
  return rssDocument(channel, items, siteUrl);
}
