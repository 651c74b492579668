import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { call, postJson } from "./api-client";

const subscriberCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM subscribers").first<{ n: number }>())?.n;

const subscribeFrom = (origin: string | undefined, email: string) =>
  postJson("/api/newsletter/subscribe", { email }, origin ? { origin } : undefined);

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM subscribers").run();
});

describe("Requests that change something, sent from another website", () => {
  it("An API POST with a foreign Origin gets a JSON 403 and writes nothing", async () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "https://dispatch.test.evil.example",
      "http://dispatch.test",
    ]) {
      const response = await subscribeFrom(origin, "victim@example.com");
      expect(response.status, origin).toBe(403);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        success: false,
        message: "This request came from another website. Please send it from The Future Dispatch itself.",
      });
    }
    expect(await subscriberCount()).toBe(0);
  });

  it("Votes and submissions are refused from a foreign Origin too", async () => {
    const vote = await postJson(
      "/api/votes",
      { articleId: 3, vote: "yes" },
      { origin: "https://evil.example" },
    );
    const report = await postJson("/api/submissions/submit", {}, { origin: "https://evil.example" });
    expect([vote.status, report.status]).toEqual([403, 403]);
  });

  it("A form POST to a page with a foreign Origin gets a plain 403 page", async () => {
    const response = await call("/newsletter", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=victim%40example.com",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("That form came from another website");
    expect(page).not.toMatch(/<script/i);
    expect(await subscriberCount()).toBe(0);
  });

  it("Our own origin, SITE_URL's origin and a request without Origin are accepted", async () => {
    const own = await subscribeFrom("https://dispatch.test", "own@example.com");
    const site = await subscribeFrom(new URL(env.SITE_URL).origin, "site@example.com");
    const none = await subscribeFrom(undefined, "none@example.com");
    expect([own.status, site.status, none.status]).toEqual([200, 200, 200]);
    expect(await subscriberCount()).toBe(3);
  });

  it("Reading is never refused for its Origin", async () => {
    const response = await call("/api/articles", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});
