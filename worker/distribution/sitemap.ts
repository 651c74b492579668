import { categories } from "~/lib/config/categories";
import { absoluteUrl } from "~/lib/seo/seo";
import type { sitemapEntries } from "~/models/feeds.server";
import { element } from "./xml";

/** Pages that exist for every deployment. `/debug` is public but deliberately absent (and noindex). */
export const staticPaths = [
  "/",
  "/about",
  "/contact",
  "/submit",
  "/feedback",
  "/privacy",
  "/search",
  "/odds",
  "/newsletter",
];

type Entries = Awaited<ReturnType<typeof sitemapEntries>>;
type Url = { path: string; lastmod?: string; image?: string };

const newest = (dates: (string | null | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);

function urlElement(url: Url, siteUrl: string) {
  return [
    "<url>",
    element("loc", absoluteUrl(siteUrl, url.path)),
    ...(url.lastmod ? [element("lastmod", url.lastmod)] : []),
    ...(url.image
      ? [`<image:image>${element("image:loc", absoluteUrl(siteUrl, url.image))}</image:image>`]
      : []),
    "</url>",
  ].join("");
}

/** Every article (lastmod from its last real change, with its hero image), category, reporter and static page. */
export function sitemapXml(entries: Entries, siteUrl: string) {
  const latest = newest(entries.articles.map((article) => article.updatedAt));
  const urls: Url[] = [
    ...staticPaths.map((path) => ({ path, lastmod: path === "/" ? latest : undefined })),
    // The Timeline changes whenever any story does.
    { path: "/timeline", lastmod: latest },
    ...categories.map((category) => ({
      path: category.path,
      lastmod: entries.categories.find((row) => row.category === category.name)?.updatedAt ?? undefined,
    })),
    ...entries.authors.map((author) => ({
      path: `/author/${author.slug}`,
      lastmod: newest([
        author.updatedAt,
        ...entries.articles.filter((article) => article.authorName === author.name).map((a) => a.updatedAt),
      ]),
    })),
    // The corrections page changes with each correction: a story's updatedAt moves only then.
    {
      path: "/corrections",
      lastmod: newest(entries.articles.filter((a) => a.updatedAt !== a.publishedAt).map((a) => a.updatedAt)),
    },
    // The newsletter's archive changes with each edition.
    { path: "/newsletter/editions", lastmod: entries.editions[0]?.createdAt },
    ...entries.editions.map((edition) => ({
      path: `/newsletter/editions/${edition.number}`,
      lastmod: edition.createdAt,
    })),
    ...entries.articles.map((article) => ({
      path: `/articles/${article.slug}`,
      lastmod: article.updatedAt,
      image: article.imageSrc,
    })),
  ];
  return [
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls.map((url) => urlElement(url, siteUrl)),
    "</urlset>",
  ].join("\n");
}

export function robotsTxt(siteUrl: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /debug",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
