import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { MemoryCache } from "~/lib/server/memory-cache.server";
import { signedBookmark } from "../../worker/d1-session";
import { cacheKey, withEdgeCache } from "../../worker/edge-cache";
import type { RememberedPage } from "../../worker/edge-memory";

let counter = 0;
const uniquePath = () => `/page-${Date.now()}-${counter++}`;

/** Renders a page through the edge cache and counts how often the renderer really ran. */
function harness(
  render: (request: Request) => Response = () => new Response("<p>page</p>"),
  extra: Partial<Parameters<typeof withEdgeCache>[2]> = {},
) {
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    async fetch(path: string, init?: RequestInit) {
      const ctx = createExecutionContext();
      const request = new Request(`https://dispatch.test${path}`, init);
      const response = await withEdgeCache(request, ctx, { version: "test", ...extra }, async () => {
        renders++;
        return render(request);
      });
      const body = await response.text();
      await waitOnExecutionContext(ctx);
      return { status: response.headers.get("x-edge-cache"), body, response };
    },
  };
}

describe("Edge cache", () => {
  it("A page is rendered once, then served from the cache with x-edge-cache HIT", async () => {
    const page = harness();
    const path = uniquePath();
    const first = await page.fetch(path);
    expect(first.status).toBe("MISS");
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300");
    const second = await page.fetch(path, { headers: { cookie: "future-dispatch-voter=abc" } });
    expect(second.status).toBe("HIT");
    expect(second.body).toBe("<p>page</p>");
    expect(page.renders).toBe(1);
  });

  it("Readers carrying a fresh D1 bookmark the server signed after a vote get a fresh render of that story", async () => {
    const page = harness(undefined, { secret: "test-secret" });
    const story = `story-${counter++}`;
    const path = `/articles/${story}`;
    await page.fetch(path);
    const expires = Date.now() + 60_000;
    const cookie = `d1-bookmark=${await signedBookmark("00000001-00000002-abc", "test-secret", expires, story)}`;
    const withBookmark = await page.fetch(path, { headers: { cookie } });
    expect(withBookmark.status).toBe("BYPASS");
    expect(page.renders).toBe(2);
  });

  it("Answers with Set-Cookie, errors, redirects and private pages are never stored", async () => {
    const answers = [
      new Response("x", { headers: { "set-cookie": "a=b" } }),
      new Response("x", { status: 404 }),
      new Response(null, { status: 301, headers: { location: "/" } }),
      new Response("x", { headers: { "cache-control": "private" } }),
      new Response("x", { headers: { vary: "cookie" } }),
    ];
    for (const answer of answers) {
      const page = harness(() => answer.clone());
      const path = uniquePath();
      expect((await page.fetch(path)).status).toBe("BYPASS");
      expect((await page.fetch(path)).status).toBe("BYPASS");
      expect(page.renders).toBe(2);
    }
  });

  it("POSTs, the API and /unsubscribe bypass the cache", async () => {
    const page = harness();
    expect((await page.fetch(uniquePath(), { method: "POST", body: "a=1" })).status).toBe("BYPASS");
    for (const path of ["/api/articles", "/unsubscribe?token=abc", "/unsubscribe.data?token=abc"]) {
      expect((await page.fetch(path)).status).toBe("BYPASS");
      expect((await page.fetch(path)).status).toBe("BYPASS");
    }
  });

  it("A search past the length cap is never looked up or stored, whatever it answers", async () => {
    const page = harness();
    const path = `/search?q=${"a".repeat(201)}`;
    expect((await page.fetch(path)).status).toBe("BYPASS");
    expect((await page.fetch(path)).status).toBe("BYPASS");
    expect((await page.fetch(`${path.replace("/search", "/search.data")}`)).status).toBe("BYPASS");
    expect(page.renders).toBe(3);
    // A search within the cap is stored as usual.
    const short = `/search?q=mars${counter++}`;
    await page.fetch(short);
    expect((await page.fetch(short)).status).toBe("HIT");
  });

  it("HEAD is answered from a stored GET, without a body", async () => {
    const page = harness();
    const path = uniquePath();
    await page.fetch(path);
    const head = await page.fetch(path, { method: "HEAD" });
    expect(head.status).toBe("HIT");
    expect(head.body).toBe("");
  });

  it("The key ignores cookies and campaign parameters, keeps other parameters, and carries the build", () => {
    const a = cacheKey(
      new Request("https://d.test/search?q=mars&utm_source=x", { headers: { cookie: "a=1" } }),
      "v1",
    );
    const b = cacheKey(new Request("https://d.test/search?q=mars"), "v1");
    expect(a.url).toBe(b.url);
    expect([...a.headers]).toEqual([]);
    expect(cacheKey(new Request("https://d.test/search?q=moon"), "v1").url).not.toBe(b.url);
    expect(cacheKey(new Request("https://d.test/search?q=mars"), "v2").url).not.toBe(b.url);
    expect(cacheKey(new Request("https://d.test/?b=2&a=1"), "v").url).toBe(
      cacheKey(new Request("https://d.test/?a=1&b=2"), "v").url,
    );
  });

  it("A page from the cache carries this request's nonce, never the one it was rendered with", async () => {
    const path = uniquePath();
    const fetchWithNonce = async (nonce: string) => {
      const ctx = createExecutionContext();
      const request = new Request(`https://dispatch.test${path}`);
      const page = `<html><head><script nonce="${nonce}">boot()</script></head><body><script type="module" nonce="${nonce}" src="/a.js"></script><p nonce-like="x">nonce="${nonce}" in text</p></body></html>`;
      const render = async () =>
        new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } });
      const response = await withEdgeCache(request, ctx, { version: "test", nonce }, render);
      const body = await response.text();
      await waitOnExecutionContext(ctx);
      return {
        status: response.headers.get("x-edge-cache"),
        renderedNonce: response.headers.get("x-rendered-nonce"),
        body,
      };
    };
    const first = await fetchWithNonce("Rendered1111");
    const second = await fetchWithNonce("Second222222");
    expect([first.status, second.status]).toEqual(["MISS", "HIT"]);
    expect(second.body.match(/ nonce="[^"]*"/g)).toEqual([' nonce="Second222222"', ' nonce="Second222222"']);
    // Only attributes are rewritten: text that merely looks like one is left alone.
    expect(second.body).toContain('nonce="Rendered1111" in text');
    // The stored copy remembers which nonce it was rendered with; no reader is ever told.
    expect([first.renderedNonce, second.renderedNonce]).toEqual([null, null]);
  });

  describe("The isolate's memory in front of it", () => {
    const newMemory = () => new MemoryCache<RememberedPage>(1_000_000, (page) => page.body.length);
    /** caches.default, counting the lookups that reach it. */
    function countingCache() {
      const lookups = { count: 0 };
      // The DOM lib types `caches` without the Workers-only `default` cache.
      const edge = (caches as unknown as { default: Cache }).default;
      const cache = {
        match: (request: RequestInfo) => {
          lookups.count++;
          return edge.match(request);
        },
        put: (request: RequestInfo, response: Response) => edge.put(request, response),
      } as unknown as Cache;
      return { cache, lookups };
    }
    const html = (nonce: string) =>
      `<html><head><script nonce="${nonce}">boot()</script></head><body><p>page</p></body></html>`;

    it("A page read once from the edge cache is then served from memory, with this request's nonce", async () => {
      const memory = newMemory();
      const { cache, lookups } = countingCache();
      const path = uniquePath();
      const fetchWithNonce = async (nonce: string) => {
        const ctx = createExecutionContext();
        const request = new Request(`https://dispatch.test${path}`);
        const render = async () =>
          new Response(html(nonce), { headers: { "content-type": "text/html; charset=utf-8" } });
        const response = await withEdgeCache(request, ctx, { version: "test", nonce, cache, memory }, render);
        const body = await response.text();
        await waitOnExecutionContext(ctx);
        const internal = ["x-rendered-nonce", "x-edge-stored-at"].map((name) => response.headers.get(name));
        return { status: response.headers.get("x-edge-cache"), body, internal };
      };
      const answers = [];
      for (const nonce of ["Rendered1111", "Second222222", "Third3333333", "Fourth444444"]) {
        answers.push(await fetchWithNonce(nonce));
      }
      expect(answers.map((answer) => answer.status)).toEqual(["MISS", "HIT", "HIT", "HIT"]);
      // The first read the edge cache; the second found it empty and stored it; the rest came from memory.
      expect(lookups.count).toBe(2);
      expect(answers[2]!.body).toBe(html("Third3333333"));
      expect(answers[3]!.body).toBe(html("Fourth444444"));
      for (const answer of answers) expect(answer.internal).toEqual([null, null]);
    });

    it("A copy the edge cache stored 5 minutes ago is served, but not kept", async () => {
      // Exactly at the end of its life: the clock must not move between storing and serving (it can,
      // between awaits), or the copy is one millisecond past it.
      const now = Date.now();
      vi.spyOn(Date, "now").mockReturnValue(now);
      onTestFinished(() => {
        vi.restoreAllMocks();
      });
      const memory = newMemory();
      const path = uniquePath();
      const stale = {
        match: async () =>
          new Response("<p>old</p>", {
            headers: { "content-type": "text/html", "x-edge-stored-at": String(now - 300_000) },
          }),
        put: async () => {},
      } as unknown as Cache;
      const page = harness(undefined, { cache: stale, memory });
      expect(await page.fetch(path)).toMatchObject({ status: "HIT", body: "<p>old</p>" });
      expect(memory.size).toBe(0);
    });

    it("HEAD from memory has no body", async () => {
      const memory = newMemory();
      const page = harness(() => new Response("<p>page</p>", { headers: { "content-type": "text/html" } }), {
        memory,
      });
      const path = uniquePath();
      await page.fetch(path);
      await page.fetch(path);
      expect(memory.size).toBeGreaterThan(0);
      const head = await page.fetch(path, { method: "HEAD" });
      expect(head).toMatchObject({ status: "HIT", body: "" });
      expect((await page.fetch(path)).body).toBe("<p>page</p>");
    });
  });
});
