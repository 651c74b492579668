import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import { call, freshClientAddress, postJson } from "./api-client";

const exportsFetch = (url: string, init: RequestInit) => {
  const request = new Request(url, init);
  request.headers.set("cf-connecting-ip", freshClientAddress());
  return exports.default.fetch(request);
};

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
      headers: {
        origin: "https://evil.example",
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=victim%40example.com",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("That form came from another website");
    expect(page).not.toMatch(/<script/i);
    expect(await subscriberCount()).toBe(0);
  });

  it("SITE_URL's origin, a local origin in development and a request without Origin are accepted", async () => {
    const site = await subscribeFrom(new URL(env.SITE_URL).origin, "site@example.com");
    const local = await subscribeFrom("http://127.0.0.1:5173", "local@example.com");
    const none = await subscribeFrom(undefined, "none@example.com");
    expect([site.status, local.status, none.status]).toEqual([200, 200, 200]);
    expect(await subscriberCount()).toBe(3);
  });

  it("Reading is never refused for its Origin", async () => {
    const response = await call("/api/articles", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});

describe("One cross-site policy for the API and the form actions (decision 117)", () => {
  const message = "This request came from another website. Please send it from The Future Dispatch itself.";
  it("Host/Origin spoofing answers the same 403 envelope from the API and the form actions", async () => {
    const hostile = (path: string, type: string, body: string) =>
      exportsFetch(`http://evil.example${path}`, {
        method: "POST",
        headers: { origin: "http://evil.example", "content-type": type },
        body,
      });
    const api = await hostile("/api/newsletter/subscribe", "application/json", '{"email":"a@example.com"}');
    const form = await hostile("/newsletter", "application/x-www-form-urlencoded", "email=a%40example.com");
    expect([api.status, form.status]).toEqual([403, 403]);
    expect(await api.json()).toEqual({ success: false, message });
    expect(await form.json()).toEqual({ success: false, message });
    expect(await subscriberCount()).toBe(0);
  });

  it("A request without Origin but with Sec-Fetch-Site: cross-site (or same-site) is refused", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await postJson(
        "/api/newsletter/subscribe",
        { email: `${site}@example.com` },
        { "sec-fetch-site": site },
      );
      expect(response.status, site).toBe(403);
      expect(await response.json()).toEqual({ success: false, message });
    }
    const same = await postJson(
      "/api/newsletter/subscribe",
      { email: "same@example.com" },
      { "sec-fetch-site": "same-origin" },
    );
    expect(same.status).toBe(200);
  });

  it("A browser's form navigation gets the same refusal as a readable page", async () => {
    const response = await call("/newsletter", {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        accept: "text/html,application/xhtml+xml",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=victim%40example.com",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(message);
  });
});
