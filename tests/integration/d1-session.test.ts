import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { subscribers } from "~/db/schema";
import { call as callWorker } from "./api-client";
import { bookmarkFrom, bookmarkSecret, d1Session, type SessionEnv } from "../../worker/d1-session";

const secret = bookmarkSecret(env);

// A tiny app on the same middleware the API and pages use: one write, one read.
const app = new Hono<SessionEnv>()
  .use(d1Session)
  .post("/subscribe", async (c) => {
    const email = await c.req.text();
    await c.var.db.insert(subscribers).values({ email, unsubscribeToken: crypto.randomUUID() });
    return c.json({ ok: true });
  })
  .get("/subscribed", async (c) => {
    const [row] = await c.var.db
      .select({ n: sql<number>`count(*)` })
      .from(subscribers)
      .where(sql`${subscribers.email} = ${c.req.query("email") ?? ""}`);
    return c.json({ count: row?.n ?? 0 });
  });

async function call(path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`https://dispatch.test${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("D1 Sessions and the bookmark cookie", () => {
  it("A write hands back the session bookmark in an HttpOnly cookie, and a read with it sees the write", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const write = await call("/subscribe", { method: "POST", body: email });
    expect(write.status).toBe(200);
    const setCookie = write.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      /^d1-bookmark=[^;.]+\.\d+\.\.[A-Za-z0-9_-]{43}; Max-Age=120; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const cookie = setCookie.split(";")[0]!;
    expect(
      await bookmarkFrom(new Request("https://dispatch.test/", { headers: { cookie } }), secret),
    ).toBeTruthy();

    const read = await call(`/subscribed?email=${encodeURIComponent(email)}`, { headers: { cookie } });
    expect(await read.json()).toEqual({ count: 1 });
  });

  it("Reads set no cookie, so their pages stay cacheable", async () => {
    const read = await call("/subscribed?email=nobody@example.com");
    expect(read.headers.get("set-cookie")).toBeNull();
  });

  it("A malformed bookmark cookie is ignored instead of reaching D1", async () => {
    const request = new Request("https://dispatch.test/", {
      headers: { cookie: "d1-bookmark=<script>; x=1" },
    });
    expect(await bookmarkFrom(request, secret)).toBeUndefined();
    const read = await call("/subscribed?email=nobody@example.com", {
      headers: { cookie: "d1-bookmark=%00bad" },
    });
    expect(read.status).toBe(200);
  });
});

describe("A malformed d1-bookmark cookie", () => {
  // `%` alone is not valid percent-encoding: decoding it by hand threw, and every read became a 500
  // or a false "D1 is unavailable" 503.
  const cookie = "d1-bookmark=%";

  it("is ignored by bookmarkFrom instead of throwing", async () => {
    expect(
      await bookmarkFrom(new Request("https://dispatch.test/", { headers: { cookie } }), secret),
    ).toBeUndefined();
  });

  it.each(["/api/articles", "/api/votes/3", "/feed.xml", "/sitemap.xml", "/robots.txt", "/about"])(
    "changes nothing on GET %s",
    async (path) => {
      const response = await callWorker(path, { headers: { cookie } });
      expect(response.status).toBe(200);
    },
  );

  it("changes nothing on a write: a vote still counts", async () => {
    const response = await callWorker("/api/votes", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ articleId: 3, vote: "no" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
  });
});
