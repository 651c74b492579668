// The built Worker (pages included) in front of a D1 that fails every query: a database with no
// tables, so each D1 call throws as it would while D1 is unreachable.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailableMessage } from "~/db/unavailable";
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.ts";
import { startWorker, stopWorker } from "../../scripts/lib/run.ts";

const root = join(import.meta.dirname, "../..");
let worker: ChildProcess | undefined;
let base = "";
const persistTo = mkdtempSync(join(tmpdir(), "dispatch-d1-down-"));

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  if (!existsSync(join(root, "build/server"))) throw new Error("Run `npx react-router build` first.");
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  worker = await startWorker({ port, persistTo, stdio: "ignore", readyPath: "/robots.txt" });
}, 120_000);

afterAll(() => {
  if (worker) stopWorker(worker);
  rmSync(persistTo, { recursive: true, force: true });
});

const leaks = /D1_ERROR|no such table|SQLITE|Failed query|\bat \S+:\d+:\d+|node_modules|\/work\//;
const sameOrigin = () => ({
  origin: base,
  "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250)}`,
});

const pages = [
  "/",
  "/articles/luna-city-first-sister-society-2050",
  "/future-trends",
  "/author/nova-okafor",
  "/search?q=regolith",
  "/about",
  "/unsubscribe?token=0123456789abcdef0123456789abcdef0123456789a",
];

describe("Pages while D1 is unavailable", () => {
  it.each(pages)("GET %s answers the branded 503 page with Retry-After", async (path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("The Presses Have Paused");
    expect(html).toContain(databaseUnavailableMessage.replaceAll("'", "&#x27;"));
    // The site's own shell (skip link, header, footer) is still there around the message.
    expect(html).toContain("Skip to main content");
    expect(html).toMatch(/<footer/);
    expect(html).not.toMatch(leaks);
  });

  it.each([
    ["/newsletter", "email=offline%40example.com"],
    ["/submit", "reporterName=Ada"],
    ["/unsubscribe", "token=0123456789abcdef0123456789abcdef0123456789a"],
    ["/articles/luna-city-first-sister-society-2050", "articleId=1&vote=yes"],
  ])("POST %s (a form action) answers the 503 page", async (path, body) => {
    const response = await fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...sameOrigin() },
      body,
      redirect: "manual",
    });
    // The submit form rejects this short report before it reaches D1; the others need the database.
    if (path === "/submit") {
      expect(response.status).toBe(400);
      return;
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const html = await response.text();
    expect(html).toContain("The Presses Have Paused");
    expect(html).not.toMatch(leaks);
  });

  it("pages that need no database still answer 200", async () => {
    for (const path of ["/privacy", "/contact", "/robots.txt"]) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(200);
    }
  });

  it("the API and feeds answer 503 with Retry-After", async () => {
    const api = await fetch(`${base}/api/articles`);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("30");
    expect(await api.json()).toEqual({ success: false, message: databaseUnavailableMessage });
    const feed = await fetch(`${base}/feed.xml`);
    expect(feed.status).toBe(503);
    expect(feed.headers.get("retry-after")).toBe("30");
  });

  it("a client-side navigation's data request gets the 503 too", async () => {
    const response = await fetch(`${base}/about.data`);
    expect(response.status).toBe(503);
    const body = await response.text();
    // The route error response itself, message and all, not a sanitised "Unexpected Server Error".
    expect(body).toContain(databaseUnavailableMessage);
    expect(body).not.toContain("Unexpected Server Error");
    expect(body).not.toMatch(leaks);
  });

  it("/debug reports the failure in words instead of failing itself", async () => {
    const response = await fetch(`${base}/debug`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(databaseUnavailableMessage.replaceAll("'", "&#x27;"));
    expect(html).not.toContain("[object Object]");
    expect(html).not.toMatch(leaks);
  });
});

describe("The 503 page in a browser while D1 is unavailable", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });
  afterAll(() => browser?.close());

  async function expectOfflineScreen(page: Page) {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const main = page.locator("main");
    await main.getByRole("heading", { name: "The Presses Have Paused" }).waitFor();
    expect(await main.textContent()).toContain(databaseUnavailableMessage);
    expect(await page.getByText("A Glitch in the Timeline").count()).toBe(0);
  }

  it("keeps the branded 503 after hydration, not the generic error screen", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${base}/about`);
    expect(response?.status()).toBe(503);
    await expectOfflineScreen(page);
    await page.close();
  });

  it("shows it after a client-side navigation to a page that needs D1", async () => {
    const page = await browser.newPage();
    expect((await page.goto(`${base}/privacy`))?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const dataRequest = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/about.data");
    await page.locator('footer a[href="/about"]').click();
    expect((await dataRequest).status()).toBe(503);
    await expectOfflineScreen(page);
    await page.close();
  });
});
