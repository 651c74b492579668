import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { startInOneRateLimitWindow } from "../rate-limit-window";
import { freshClientAddress } from "./api-client";
import { searchUrl } from "./search-helpers";

const searchFrom = (query: string, address: string) =>
  exports.default.fetch(new Request(searchUrl(query), { headers: { "cf-connecting-ip": address } }));

const kvKeys = async () => (await env.CACHE.list()).keys.length;

describe("Search's limits", () => {
  it("refuses a query past 200 characters with a 400 that does not echo it, before KV or D1", async () => {
    const before = await kvKeys();
    const query = `mars ${"x".repeat(64 * 1024)}`;
    const response = await searchFrom(query, freshClientAddress());
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: "A search can be at most 200 characters long.",
    });
    expect(text).not.toContain("xxxxxxxxxx");
    expect(response.headers.get("x-cache")).toBeNull();
    expect(await kvKeys()).toBe(before);
    // Exactly at the cap is still a search.
    expect((await searchFrom(`mars ${"y".repeat(195)}`, freshClientAddress())).status).toBe(200);
  });

  it(
    "answers 429 with Retry-After past 30 misses in ten seconds from one network, while KV hits still answer",
    { timeout: 30_000 },
    async () => {
      const run = Date.now().toString(36);
      const cached = "robots";
      expect((await searchFrom(cached, freshClientAddress())).status).toBe(200);
      await startInOneRateLimitWindow(10, 5);
      const network = freshClientAddress().replace(/::1$/, "");
      const statuses: number[] = [];
      for (let index = 0; index < 31; index++) {
        // Every miss from another address of the same /64.
        const response = await searchFrom(`unseen${run}q${index}`, `${network}::${(index + 1).toString(16)}`);
        statuses.push(response.status);
        if (index === 30) {
          expect(response.headers.get("retry-after")).toBe("10");
          expect(await response.json()).toEqual({
            success: false,
            message:
              "Too many new searches from your connection in a short time. Please wait 10 seconds and try again.",
          });
        }
      }
      expect(statuses).toEqual([...Array(30).fill(200), 429]);
      // A query already in KV costs nothing, so it is still answered.
      const hit = await searchFrom(cached, `${network}::99`);
      expect(hit.status).toBe(200);
      expect(hit.headers.get("x-cache")).toBe("HIT");
    },
  );
});
