import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { categories } from "../../app/lib/config/categories.ts";
import { ownNetwork } from "./helpers.ts";

// The head every crawler and social network reads: the server-rendered HTML, without JavaScript.
// One width is enough: tagged @desktop.
test.use({ javaScriptEnabled: false });

const brandSuffix = " | The Future Dispatch";

type JsonLd = Record<string, unknown> & { "@type": string };

/** Opens `path` (expecting `status`) and reads its head. */
async function head(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const read = await page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
    const metas: Record<string, string> = {};
    for (const meta of document.querySelectorAll("meta[property], meta[name]")) {
      metas[meta.getAttribute("property") ?? meta.getAttribute("name") ?? ""] =
        meta.getAttribute("content") ?? "";
    }
    return {
      title: document.title,
      description: attr('meta[name="description"]', "content") ?? "",
      canonical: attr('link[rel="canonical"]', "href") ?? "",
      metas,
      feeds: [...document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
      heading: document.querySelector("h1")?.textContent ?? "",
      text: (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " "),
    };
  });
  return {
    ...read,
    robots: read.metas.robots,
    meta: (key: string) => read.metas[key],
    jsonLd: read.jsonLd.map((text) => JSON.parse(text) as JsonLd),
  };
}

async function apiList<T>(request: APIRequestContext, path: string) {
  return (await (await request.get(path)).json()) as T[];
}

test.describe("Page metadata for crawlers and social cards", () => {
  test.beforeEach(async ({ page }) => {
    await ownNetwork(page.context());
    // Only the HTML matters here; skipping images and fonts keeps 40 page loads quick.
    await page.route(/\.(png|jpe?g|webp|avif|svg|woff2)$/, (route) => route.abort());
  });

  test("Every article has its title, satire description, canonical, share card and SatiricalArticle JSON-LD @desktop", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const articles = await apiList<{ slug: string; title: string }>(request, "/api/articles");
    expect(articles.length).toBeGreaterThan(0);
    for (const { slug, title } of articles) {
      const meta = await head(page, `/articles/${slug}`);
      expect(meta.title, slug).toBe(`${title}${brandSuffix}`);
      expect(meta.description, slug).toMatch(/^Satire set in 20\d\d: /);
      const year = meta.description.slice("Satire set in ".length, "Satire set in ".length + 4);
      expect(meta.text, slug).toContain(`Satire. This story is set in ${year}`);
      expect(meta.canonical, slug).toMatch(new RegExp(`^https?://[^/]+/articles/${slug}$`));
      expect(meta.meta("og:image"), slug).toMatch(new RegExp(`^https?://[^/]+/images/share/${slug}\\.png$`));
      expect(meta.meta("og:image:width"), slug).toBe("1200");
      expect(meta.meta("og:image:height"), slug).toBe("630");
      expect(meta.meta("og:type"), slug).toBe("article");
      expect(meta.meta("twitter:card"), slug).toBe("summary_large_image");
      expect(meta.meta("twitter:image"), slug).toBe(meta.meta("og:image"));
      const article = meta.jsonLd.find((data) => data["@type"] === "SatiricalArticle");
      expect(article, slug).toBeDefined();
      expect(article!.headline, slug).toBe(title);
      expect(article!.description, slug).toBe(meta.description);
      expect((article!.author as JsonLd)["@type"], slug).toBe("Person");
      expect(Date.parse(article!.datePublished as string), slug).not.toBeNaN();
      expect(Date.parse(article!.dateModified as string), slug).not.toBeNaN();
      expect(JSON.stringify(article!.image), slug).toContain(`/images/share/${slug}.png`);
    }
  });

  test("The share images named in the head exist as PNGs @desktop", async ({ request }) => {
    const [first] = await apiList<{ slug: string }>(request, "/api/articles");
    for (const path of [`/images/share/${first!.slug}.png`, "/images/share/default.png"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("image/png");
    }
  });

  test("Every reporter page has Person JSON-LD and links the reporter's feed @desktop", async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const slugs = [...sitemap.matchAll(/\/author\/([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const meta = await head(page, `/author/${slug}`);
      expect(meta.title.endsWith(brandSuffix), slug).toBe(true);
      expect(meta.canonical, slug).toMatch(new RegExp(`/author/${slug}$`));
      const person = meta.jsonLd.find((data) => data["@type"] === "Person");
      expect(person?.name, slug).toBe(meta.heading);
      expect(person?.url, slug).toBe(meta.canonical);
      const feed = meta.feeds.find((href) => href.endsWith(`/feeds/author/${slug}.xml`));
      expect(feed, slug).toBeDefined();
      expect((await request.get(new URL(feed!).pathname)).status(), slug).toBe(200);
    }
  });

  test("Every section page links its own feed and the site feed @desktop", async ({ page, request }) => {
    for (const { path } of categories) {
      const meta = await head(page, path);
      expect(meta.title.endsWith(brandSuffix), path).toBe(true);
      expect(meta.description, path).not.toBe("");
      expect(meta.canonical, path).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      const feed = meta.feeds.find((href) => href.includes("/feeds/category/"));
      expect(feed, path).toMatch(new RegExp(`/feeds/category${path}\\.xml$`));
      expect((await request.get(new URL(feed!).pathname)).status(), path).toBe(200);
      expect(
        meta.feeds.some((href) => href.endsWith("/feed.xml")),
        path,
      ).toBe(true);
    }
  });

  test("The home page has WebSite JSON-LD with a SearchAction for /search?q= @desktop", async ({ page }) => {
    const meta = await head(page, "/");
    expect(meta.canonical).toMatch(/^https?:\/\/[^/]+\/$/);
    const website = meta.jsonLd.find((data) => data["@type"] === "WebSite");
    const action = website?.potentialAction as { "@type": string; target: { urlTemplate: string } };
    expect(action["@type"]).toBe("SearchAction");
    expect(action.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
    expect(meta.feeds.some((href) => href.endsWith("/feed.xml"))).toBe(true);
  });

  test("Every other page has a title of its own, a description, a canonical URL and a share card @desktop", async ({
    page,
  }) => {
    const pages: [path: string, status: number][] = [
      ["/", 200],
      ["/about", 200],
      ["/privacy", 200],
      ["/debug", 200],
      ["/search", 200],
      ["/submit", 200],
      ["/contact", 200],
      ["/feedback", 200],
      ["/newsletter", 200],
      // A malformed token is answered 400, with the page's own head.
      ["/unsubscribe?token=not-a-real-token", 400],
    ];
    const titles = new Map<string, string>();
    for (const [path, status] of pages) {
      const meta = await head(page, path, status);
      expect(meta.title.endsWith(brandSuffix) || meta.title.startsWith("The Future Dispatch — "), path).toBe(
        true,
      );
      expect(titles.get(meta.title), `${path} repeats the title "${meta.title}"`).toBeUndefined();
      titles.set(meta.title, path);
      expect(meta.description.length, path).toBeGreaterThan(20);
      expect(meta.meta("og:description"), path).toBe(meta.description);
      expect(meta.canonical, path).toMatch(new RegExp(`^https?://[^/]+${path.split("?")[0]}$`));
      expect(meta.meta("twitter:card"), path).toBe("summary_large_image");
      expect(meta.meta("og:image"), path).toMatch(/\/images\/share\/default\.png$/);
    }
  });

  test("/search?q=… is noindex, keeps the query out of its title and OG/Twitter tags, and points crawlers at /search @desktop", async ({
    page,
  }) => {
    const meta = await head(page, "/search?q=Official+endorsement");
    expect(meta.robots).toBe("noindex");
    expect(meta.title).toBe(`Search${brandSuffix}`);
    for (const name of ["og:title", "og:description", "twitter:title", "twitter:description"]) {
      expect(meta.meta(name), name).not.toContain("endorsement");
    }
    expect(meta.canonical).toMatch(/^https?:\/\/[^/]+\/search$/);
  });

  test("Debug and unsubscribe are noindex; the pages readers look for are not @desktop", async ({ page }) => {
    expect((await head(page, "/debug")).robots).toBe("noindex");
    expect((await head(page, "/unsubscribe?token=not-a-real-token", 400)).robots).toBe("noindex");
    expect((await head(page, "/search")).robots).toBe("noindex");
    for (const path of ["/", "/about", "/newsletter", "/space-beyond", "/author/idris-vale"]) {
      expect((await head(page, path)).robots, path).toBeUndefined();
    }
  });
});
