// Decision 082 kept our body guard, Origin check and security headers instead of Hono's bodyLimit,
// csrf and secureHeaders. These tests measure the differences it names, against the Hono in
// package-lock.json, so an upgrade that removes one shows up here.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { maxFormBytes, readFormBody } from "~/lib/server/request-body.server";
import { withSecurityHeaders } from "../../worker/security/headers";
import { isForeignOrigin } from "../../worker/security/origin";

const limit = maxFormBytes;
// Enough 8 KB chunks to pass the form cap (120 KB), with some left over for the drain.
const pastTheCap = Math.ceil(limit / (8 * 1024)) + 5;

/** A chunked form body of `chunks` × 8 KB, with no Content-Length, as a streaming client sends it. */
function chunkedPost(chunks: number) {
  const chunk = new TextEncoder().encode("a".repeat(8 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(chunk);
      else controller.close();
    },
  });
  return new Request("https://example.com/unsubscribe", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("bodyLimit against the body guard, on a chunked body past the form cap", () => {
  it("both answer 413, but only the guard leaves the rest of the body for the drain", async () => {
    const app = new Hono().post("*", bodyLimit({ maxSize: limit }), (c) => c.text("read"));
    const throughHono = chunkedPost(pastTheCap);
    expect((await app.fetch(throughHono)).status).toBe(413);
    // bodyLimit keeps its reader: the stream stays locked, so drainUnreadBody cannot read the rest.
    expect(throughHono.body!.locked).toBe(true);

    const throughGuard = chunkedPost(pastTheCap);
    expect(await readFormBody(throughGuard)).toMatchObject({ ok: false, status: 413 });
    expect(throughGuard.body!.locked).toBe(false);
    const reader = throughGuard.body!.getReader();
    let rest = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) rest += read.value.length;
    expect(rest).toBeGreaterThan(0);
  });
});

describe("csrf against the Origin check", () => {
  const app = new Hono().use(csrf()).post("*", (c) => c.text("written"));
  const post = (headers: Record<string, string>) =>
    new Request("https://example.com/api/votes", { method: "POST", headers, body: "{}" });
  /** Hono's answer and ours (true: refused as foreign) to the same request. */
  const both = async (headers: Record<string, string>) => ({
    hono: await app.fetch(post(headers)),
    foreign: isForeignOrigin(post(headers), undefined),
  });

  it("csrf lets a cross-site JSON POST through; ours refuses it", async () => {
    const { hono, foreign } = await both({
      origin: "https://evil.example",
      "content-type": "application/json",
    });
    expect([hono.status, foreign]).toEqual([200, true]);
  });

  it("csrf refuses a cross-site form POST with a plain-text 403", async () => {
    const { hono, foreign } = await both({
      origin: "https://evil.example",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect([hono.status, hono.headers.get("content-type"), await hono.text(), foreign]).toEqual([
      403,
      "text/plain;charset=UTF-8",
      "Forbidden",
      true,
    ]);
  });

  it("csrf refuses a form POST that carries no Origin; ours lets it through", async () => {
    const { hono, foreign } = await both({ "content-type": "application/x-www-form-urlencoded" });
    expect([hono.status, foreign]).toEqual([403, false]);
  });
});

describe("secureHeaders against our headers", () => {
  it("sets no Content-Security-Policy by default, and these headers differ from ours", async () => {
    const app = new Hono().use(secureHeaders()).get("*", (c) => c.text("page"));
    const theirs = Object.fromEntries((await app.request("https://example.com/")).headers);
    const ours = Object.fromEntries(withSecurityHeaders(new Response("page"), "nonce").headers);
    const differing = Object.fromEntries(
      Object.keys({ ...theirs, ...ours })
        .filter((name) => name !== "content-type" && theirs[name] !== ours[name])
        .sort()
        .map((name) => [name, { hono: theirs[name] ?? null, ours: ours[name] ?? null }]),
    );
    expect(theirs["content-security-policy"]).toBeUndefined();
    expect(differing).toMatchInlineSnapshot(`
      {
        "content-security-policy": {
          "hono": null,
          "ours": "default-src 'self'; script-src 'self' 'nonce-nonce'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
        },
        "origin-agent-cluster": {
          "hono": "?1",
          "ours": null,
        },
        "permissions-policy": {
          "hono": null,
          "ours": "accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
        },
        "referrer-policy": {
          "hono": "no-referrer",
          "ours": "strict-origin-when-cross-origin",
        },
        "strict-transport-security": {
          "hono": "max-age=15552000; includeSubDomains",
          "ours": "max-age=31536000; includeSubDomains",
        },
        "x-dns-prefetch-control": {
          "hono": "off",
          "ours": null,
        },
        "x-download-options": {
          "hono": "noopen",
          "ours": null,
        },
        "x-frame-options": {
          "hono": "SAMEORIGIN",
          "ours": "DENY",
        },
        "x-permitted-cross-domain-policies": {
          "hono": "none",
          "ours": null,
        },
        "x-xss-protection": {
          "hono": "0",
          "ours": null,
        },
      }
    `);
  });
});
