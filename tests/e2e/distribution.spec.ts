import { expect, test, type APIResponse } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { readerAddress } from "./helpers.ts";

// Machine-readable answers of the built Worker; one width is enough (tagged @desktop).
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === "item" || name === "url",
});

test.describe("Feeds, sitemap and robots from the built Worker", () => {
  test("The site feed is valid RSS listing every article @desktop", async ({ request }) => {
    const articles = (await (await request.get("/api/articles")).json()) as { slug: string }[];
    const response = await request.get("/feed.xml");
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const items = parser.parse(xml).rss.channel.item as { link: string }[];
    expect(items.map((item) => item.link.split("/articles/")[1])).toEqual(articles.map((a) => a.slug));
  });

  test("The sitemap lists every article and no /debug; robots.txt points at it @desktop", async ({
    request,
  }) => {
    const articles = (await (await request.get("/api/articles")).json()) as { slug: string }[];
    const urls = parser.parse(await (await request.get("/sitemap.xml")).text()).urlset.url as {
      loc: string;
    }[];
    const paths = urls.map((url) => new URL(url.loc).pathname);
    for (const article of articles) expect(paths).toContain(`/articles/${article.slug}`);
    expect(paths.filter((path) => path.startsWith("/debug"))).toEqual([]);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/debug$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });
});

test.describe("Edge cache and static assets", () => {
  test("A page is a MISS once, then a HIT; a made-up bookmark or parameter changes nothing, a vote's signed one skips only its story and the Odds @desktop", async ({
    request,
  }) => {
    const path = "/about";
    await expect
      .poll(async () => (await request.get(`${path}?junk=${Math.random()}`)).headers()["x-edge-cache"], {
        timeout: 5_000,
      })
      .toBe("HIT");
    const forged = await request.get(path, { headers: { cookie: "d1-bookmark=00000001-00000002-0000" } });
    expect(forged.headers()["x-edge-cache"]).toBe("HIT");
    const home = await request.get("/");
    expect(["MISS", "HIT"]).toContain(home.headers()["x-edge-cache"]);
    const bookmarkOf = (response: APIResponse) =>
      (response.headers()["set-cookie"] ?? "").match(/d1-bookmark=[^;]+/)?.[0];
    // A sign-up changes no cached page, so its bookmark skips none of them (decision 152).
    const signUp = await request.post("/api/newsletter/subscribe", {
      data: { email: `edge-${Date.now()}@example.com` },
    });
    const signUpCookie = bookmarkOf(signUp);
    expect(signUpCookie).toBeTruthy();
    expect((await request.get(path, { headers: { cookie: signUpCookie! } })).headers()["x-edge-cache"]).toBe(
      "HIT",
    );
    // A vote's bookmark skips the cache on that story and the Odds, and on nothing else (decision 152).
    const [story] = (await (await request.get("/api/articles")).json()) as { id: number; slug: string }[];
    const voted = await request.post("/api/votes", {
      data: { articleId: story!.id, vote: "maybe" },
      headers: { "cf-connecting-ip": readerAddress() },
    });
    expect(voted.status()).toBe(200);
    const voteCookie = bookmarkOf(voted);
    expect(voteCookie).toBeTruthy();
    const withVote = (target: string) => request.get(target, { headers: { cookie: voteCookie! } });
    expect((await withVote(`/articles/${story!.slug}`)).headers()["x-edge-cache"]).toBe("BYPASS");
    expect((await withVote("/odds")).headers()["x-edge-cache"]).toBe("BYPASS");
    expect((await withVote(path)).headers()["x-edge-cache"]).toBe("HIT");
  });

  test("Hashed assets are immutable for a year; the API is never edge-cached @desktop", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const script = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request.get(script!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const api = await request.get("/api/articles");
    expect(api.headers()["x-edge-cache"]).toBeUndefined();
  });
});

test.describe("Page metadata", () => {
  test("Unknown pages are noindex with their own title, and every page links the site feed @desktop", async ({
    page,
  }) => {
    await page.goto("/no-such-page");
    await expect(page).toHaveTitle("404 – Temporally Displaced | The Future Dispatch");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.goto("/");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/feed.xml",
    );
  });
});
