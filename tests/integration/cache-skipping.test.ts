import { describe, expect, it } from "vitest";
import { signedBookmark } from "../../worker/d1-session";
import { voterSecret } from "~/lib/server/voter-signature.server";
import { env } from "cloudflare:workers";
import { call, freshClientAddress } from "./api-client";

const edge = (response: Response) => response.headers.get("x-edge-cache");
let counter = 0;
// The integration Worker renders any path as a page, so each test gets a page nobody cached yet.
const freshPage = () => `/cache-skipping-${Date.now()}-${counter++}`;

describe("The edge cache cannot be skipped by the client (decision 117)", () => {
  it("Cookie: d1-bookmark=a gets the cached page", async () => {
    const path = freshPage();
    expect(edge(await call(path))).toBe("MISS");
    const forged = await call(path, { headers: { cookie: "d1-bookmark=a" } });
    expect(edge(forged)).toBe("HIT");
  });

  it("an expired or re-signed-elsewhere bookmark is not honoured", async () => {
    const path = freshPage();
    await call(path);
    const secret = voterSecret(env);
    const expired = await signedBookmark("00000001-00000002-abc", secret, Date.now() - 1000);
    const otherKey = await signedBookmark("00000001-00000002-abc", "another-secret", Date.now() + 60_000);
    for (const value of [expired, otherKey, "00000001-00000002-abc"]) {
      expect(edge(await call(path, { headers: { cookie: `d1-bookmark=${value}` } })), value).toBe("HIT");
    }
  });

  it("/about?junk=1 and /about?junk=2 are one cached copy", async () => {
    const path = freshPage();
    expect(edge(await call(`${path}?junk=1`))).toBe("MISS");
    expect(edge(await call(`${path}?junk=2`))).toBe("HIT");
    expect(edge(await call(path))).toBe("HIT");
  });

  it("the parameters a route reads still make their own copies", async () => {
    const first = await call(`/search?q=mars-${counter}&junk=1`);
    expect(edge(first)).toBe("MISS");
    expect(edge(await call(`/search?q=mars-${counter}&junk=2`))).toBe("HIT");
    expect(edge(await call(`/search?q=moon-${counter}`))).toBe("MISS");
    expect(edge(await call(`/timeline?category=space-beyond&junk=${counter}`))).not.toBe("BYPASS");
  });

  it("React Router's route manifest keeps the paths and version it is asked for", async () => {
    // A client navigation asks /__manifest for the routes of the paths it may visit: an answer for
    // other paths would leave the reader's next page without its route (an error page).
    const version = `v${counter++}`;
    expect(edge(await call(`/__manifest?paths=%2Fspace-beyond&version=${version}`))).toBe("MISS");
    expect(edge(await call(`/__manifest?paths=%2Ffuture-health&version=${version}`))).toBe("MISS");
    expect(edge(await call(`/__manifest?paths=%2Ffuture-health&version=${version}x`))).toBe("MISS");
    expect(edge(await call(`/__manifest?paths=%2Ffuture-health&version=${version}&junk=1`))).toBe("HIT");
  });

  it("/debug is cached briefly", async () => {
    await call("/debug");
    const second = await call("/debug");
    expect(edge(second)).toBe("HIT");
    const first = await call("/debug?junk=3");
    expect(first.headers.get("cache-control") ?? "").not.toMatch(/s-maxage=300/);
  });

  it("GET /unsubscribe is rate-limited per network", async () => {
    const address = freshClientAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 25; index++) {
      const response = await call(`/unsubscribe?token=${"a".repeat(20)}${index}`, {
        headers: { "cf-connecting-ip": address },
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    const other = await call(`/unsubscribe?token=${"b".repeat(21)}`);
    expect(other.status).not.toBe(429);
  });
});
