import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { lookUpUnsubscribeToken, unsubscribe } from "~/models/subscribers.server";
import { call, postJson } from "./api-client";

const subscribe = (body: unknown) => postJson("/api/newsletter/subscribe", body);
const rows = () =>
  env.DB.prepare("SELECT email, status, unsubscribe_token AS token FROM subscribers ORDER BY id").all<{
    email: string;
    status: string;
    token: string;
  }>();

/** Stands for the reader pressing the confirmation button (newsletter-opt-in.test.ts tests that path). */
const confirmAll = () =>
  env.DB.prepare("UPDATE subscribers SET status = 'active' WHERE status = 'pending'").run();

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM subscribers").run();
});

describe("POST /api/newsletter/subscribe", () => {
  it("stores a new address in lower case, pending confirmation, and answers success", async () => {
    const response = await subscribe({ email: "  Reader@Example.COM " });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Check your inbox and confirm with the link we sent you.",
    });
    const { results } = await rows();
    expect(results.map((row) => [row.email, row.status])).toEqual([["reader@example.com", "pending"]]);
  });

  it("gives ten identical answers and keeps one row for ten identical subscribes", async () => {
    const answers: string[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await subscribe({ email: attempt % 2 ? "same@example.com" : "SAME@example.com" });
      answers.push(`${response.status} ${await response.text()}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^200 /);
    const { results } = await rows();
    expect(results).toHaveLength(1);
  });

  it("refuses an empty address with 'Email is required' and stores nothing", async () => {
    for (const body of [{ email: "" }, { email: "   " }, {}]) {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: "Email is required" });
    }
    expect((await rows()).results).toHaveLength(0);
  });

  it("refuses a malformed address and stores nothing", async () => {
    for (const email of ["not-an-email", "a b@example.com", "a@b", 42, "x".repeat(250) + "@example.com"]) {
      const response = await subscribe({ email });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
    }
    expect((await rows()).results).toHaveLength(0);
  });

  it("ignores unknown fields", async () => {
    const response = await subscribe({ email: "extra@example.com", admin: true, status: "unsubscribed" });
    expect(response.status).toBe(200);
    expect((await rows()).results.map((row) => row.status)).toEqual(["pending"]);
  });

  it("gives every subscriber an unguessable unsubscribe token of at least 128 bits", async () => {
    await subscribe({ email: "one@example.com" });
    await subscribe({ email: "two@example.com" });
    const { results } = await rows();
    const tokens = results.map((row) => row.token);
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      // base64url carries 6 bits a character
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
    }
  });
});

describe("Unsubscribing", () => {
  it("works once with the subscriber's token, then reports it as already done", async () => {
    await subscribe({ email: "leaver@example.com" });
    await confirmAll();
    const [row] = (await rows()).results;
    const db = createDb(env.DB);
    expect(await lookUpUnsubscribeToken(db, row!.token)).toBe("active");
    expect(await unsubscribe(db, row!.token)).toBe("unsubscribed");
    expect(await unsubscribe(db, row!.token)).toBe("already");
    expect((await rows()).results[0]!.status).toBe("unsubscribed");
  });

  it("tells a malformed token from an unknown one and changes nothing", async () => {
    await subscribe({ email: "stayer@example.com" });
    await confirmAll();
    const db = createDb(env.DB);
    expect(await unsubscribe(db, null)).toBe("malformed");
    expect(await unsubscribe(db, "short")).toBe("malformed");
    expect(await unsubscribe(db, "A".repeat(43))).toBe("unknown");
    expect((await rows()).results[0]!.status).toBe("active");
  });

  it("lets an unsubscribed reader subscribe again (pending until confirmed) with the same answer as a new one", async () => {
    const first = await (await subscribe({ email: "back@example.com" })).text();
    await confirmAll();
    const [row] = (await rows()).results;
    await unsubscribe(createDb(env.DB), row!.token);
    const again = await subscribe({ email: "back@example.com" });
    expect(await again.text()).toBe(first);
    expect((await rows()).results.map((r) => r.status)).toEqual(["pending"]);
  });
});

describe("The JSON body guard", () => {
  it("answers malformed JSON with a 400 JSON error", async () => {
    const response = await postJson("/api/newsletter/subscribe", '{"email": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: "The request body is not valid JSON." });
  });

  it("answers a JSON value that is not an object with 400", async () => {
    for (const body of ["[]", '"text"', "null", "42"]) {
      const response = await postJson("/api/newsletter/subscribe", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it("answers a body over 40 KB with 413", async () => {
    const response = await subscribe({ email: "big@example.com", padding: "x".repeat(41 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
    expect((await rows()).results).toHaveLength(0);
  });

  it("answers another content type with 415", async () => {
    const form = await call("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=form%40example.com",
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ success: false });
    const none = await call("/api/newsletter/subscribe", { method: "POST", body: "{}" });
    expect(none.status).toBe(415);
    expect((await rows()).results).toHaveLength(0);
  });
});
