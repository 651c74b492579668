// The edge cache keeps one copy per real page (decision 152): no request header but an editor's
// route looks at Authorization, a reader's bookmark skips only what their write changed, keys come
// from valid values only, and each page answers at one path.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, postJson } from "./api-client";

const edge = (response: Response) => response.headers.get("x-edge-cache");
let counter = 0;
const freshPage = () => `/cache-keys-${Date.now()}-${counter++}`;
const slugOf = async (id: number) =>
  (await env.DB.prepare("SELECT slug FROM articles WHERE id = ?").bind(id).first<{ slug: string }>())!.slug;

describe("Authorization", () => {
  it("does not skip the cache for pages or the Odds", async () => {
    const path = freshPage();
    const authorization = { authorization: "Bearer anything" };
    expect(edge(await call(path, { headers: authorization }))).toBe("MISS");
    expect(edge(await call(path, { headers: authorization }))).toBe("HIT");
    await call("/api/odds");
    expect(edge(await call("/api/odds", { headers: authorization }))).toBe("HIT");
  });
});

describe("A vote's read-your-writes bookmark", () => {
  it("skips the cache for the story voted on and the Odds, and for nothing else", async () => {
    const [voted, other] = [await slugOf(5), await slugOf(6)];
    const page = freshPage();
    for (const path of [page, `/articles/${voted}`, `/articles/${other}`, "/odds", "/api/odds"])
      await call(path);
    const vote = await postJson("/api/votes", { articleId: 5, vote: "maybe" });
    expect(vote.status).toBe(200);
    const cookie = (vote.headers.get("set-cookie") ?? "").match(/d1-bookmark=[^;]+/)?.[0];
    expect(cookie).toBeTruthy();
    const seen = async (path: string) => edge(await call(path, { headers: { cookie: cookie! } }));
    expect(await seen(`/articles/${voted}`)).toBe("BYPASS");
    expect(await seen(`/articles/${voted}.data`)).toBe("BYPASS");
    expect(await seen("/odds")).toBe("BYPASS");
    expect(await seen("/api/odds")).toBe("BYPASS");
    expect(await seen(page)).toBe("HIT");
    expect(await seen(`/articles/${other}`)).toBe("HIT");
  });

  it("from a sign-up skips no cached page", async () => {
    const write = await postJson("/api/newsletter/subscribe", { email: `scope-${Date.now()}@example.com` });
    const cookie = (write.headers.get("set-cookie") ?? "").match(/d1-bookmark=[^;]+/)?.[0];
    expect(cookie).toBeTruthy();
    const page = freshPage();
    await call(page);
    expect(edge(await call(page, { headers: { cookie: cookie! } }))).toBe("HIT");
    await call("/odds");
    expect(edge(await call("/odds", { headers: { cookie: cookie! } }))).toBe("HIT");
  });
});

describe("Cache keys from valid values only", () => {
  it("an unknown ?voted= shares the story's canonical copy", async () => {
    const story = `/articles/${await slugOf(4)}`;
    await call(story);
    for (const voted of [crypto.randomUUID(), "YES", "", "yes%00"]) {
      expect(edge(await call(`${story}?voted=${voted}`)), voted).toBe("HIT");
    }
  });

  it("an unknown ?page= on the search page shares the query's first page", async () => {
    const q = `mars${counter++}`;
    await call(`/search?q=${q}`);
    for (const page of ["abc", "-1", "0", "1", crypto.randomUUID(), "2.5", "1001", "02"]) {
      expect(edge(await call(`/search?q=${q}&page=${page}`)), page).toBe("HIT");
    }
    expect(edge(await call(`/search?q=${q}&page=2`))).toBe("MISS");
  });

  it("junk in a data request's _routes is a 400, never a stored copy", async () => {
    for (const routes of [crypto.randomUUID(), "root,routes/nothing", "routes/about,,", "ROOT"]) {
      const response = await call(`/about.data?_routes=${encodeURIComponent(routes)}`);
      expect(response.status, routes).toBe(400);
      expect(edge(response), routes).not.toBe("MISS");
    }
    const real = await call(`/about.data?_routes=${encodeURIComponent("root,routes/about")}`);
    expect(real.status).toBe(200);
  });
});

describe("One path per page", () => {
  it.each([
    ["/ABOUT", "/about"],
    ["/about/", "/about"],
    ["/Articles/zero-waste-2055", "/articles/zero-waste-2055"],
    ["/articles/zero-waste-2055/", "/articles/zero-waste-2055"],
    ["/Search/?q=Mars", "/search?q=Mars"],
    ["/odds//", "/odds"],
  ])("%s answers 301 to %s", async (from, to) => {
    const response = await call(from, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("the home page, the API and feeds are left alone", async () => {
    expect((await call("/", { redirect: "manual" })).status).toBe(200);
    expect((await call("/api/odds", { redirect: "manual" })).status).toBe(200);
  });
});
