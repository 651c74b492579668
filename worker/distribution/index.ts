import { Hono } from "hono";
import type { SessionEnv } from "../d1-session";
import { categories } from "~/lib/config/categories";
import { authorFeed, categoryFeed, newsletterFeed, siteFeed } from "~/lib/seo/seo";
import { brand, tagline } from "~/lib/config/site";
import { getAuthorBySlug } from "~/models/authors.server";
import { listFeedArticles, sitemapEntries } from "~/models/feeds.server";
import { listEditions } from "~/models/newsletter/editions.server";
import { editionsFeed } from "./editions-feed";
import { rssFeed } from "./rss";
import { robotsTxt, sitemapXml } from "./sitemap";
import { xmlResponse } from "./xml";

const rss = (body: string) => xmlResponse(body, "application/rss+xml");
const noFeed = () =>
  new Response("There is no feed at this address. The site feed is /feed.xml.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/** Feeds, sitemap and robots.txt: machine-readable, the same for every reader, outside /api. */
export const distribution = new Hono<SessionEnv>()
  .get(siteFeed.path, async (c) => {
    const articles = await listFeedArticles(c.var.db);
    const channel = { title: brand, description: tagline, pagePath: "/", feedPath: siteFeed.path };
    return rss(rssFeed(channel, articles, c.env.SITE_URL));
  })
  .get(newsletterFeed.path, async (c) => rss(editionsFeed(await listEditions(c.var.db), c.env.SITE_URL)))
  .get("/feeds/category/:file", async (c) => {
    const category = categories.find((candidate) => `${candidate.path.slice(1)}.xml` === c.req.param("file"));
    if (!category) return noFeed();
    const articles = await listFeedArticles(c.var.db, { category: category.name });
    const feed = categoryFeed(category);
    const channel = {
      title: feed.title,
      description: category.blurb,
      pagePath: category.path,
      feedPath: feed.path,
    };
    return rss(rssFeed(channel, articles, c.env.SITE_URL));
  })
  .get("/feeds/author/:file", async (c) => {
    const slug = c.req.param("file").match(/^([a-z0-9-]+)\.xml$/)?.[1];
    const author = slug ? await getAuthorBySlug(c.var.db, slug) : undefined;
    if (!author) return noFeed();
    const articles = await listFeedArticles(c.var.db, { authorName: author.name });
    const feed = authorFeed(author);
    const channel = {
      title: feed.title,
      description: `${author.role}. ${author.tagline}`,
      pagePath: `/author/${author.slug}`,
      feedPath: feed.path,
    };
    return rss(rssFeed(channel, articles, c.env.SITE_URL));
  })
  .get("/sitemap.xml", async (c) =>
    xmlResponse(sitemapXml(await sitemapEntries(c.var.db), c.env.SITE_URL), "application/xml"),
  )
  .get("/robots.txt", (c) =>
    c.body(robotsTxt(c.env.SITE_URL), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=300",
    }),
  );
