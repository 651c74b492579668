// The built Worker (pages included) over a database holding the content and the test-only draft,
// scheduled and corrected stories (tests/publishing/fixtures), and the editors' publishing commands.
import { spawnSync, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { developmentPreviewSecret, previewMessage } from "~/lib/publishing/preview-link";
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.ts";
import { readAllContent } from "../../scripts/content/read.ts";
import { contentStatements } from "../../scripts/content/sql.ts";
import { freePort, startWorker, stopWorker } from "../../scripts/lib/run.ts";
import { d1MigrateLocal } from "../../scripts/lib/wrangler.ts";
import { correctedSlug, draftSlug, scheduledSlug } from "../fixtures/publishing.ts";
import { withLocalD1 } from "../local-d1.ts";
import { publishingFixtures } from "../publishing/fixtures.ts";

const root = join(import.meta.dirname, "../..");
const persistTo = mkdtempSync(join(tmpdir(), "dispatch-publishing-"));
// The editors' commands start wrangler on a copy: a second workerd on the server's live file takes
// locks the server's own D1 does not wait for.
const editorsCopy = mkdtempSync(join(tmpdir(), "dispatch-publishing-editors-"));
let worker: ChildProcess | undefined;
let base = "";

beforeAll(async () => {
  if (!existsSync(join(root, "build/server"))) throw new Error("Run `npx react-router build` first.");
  d1MigrateLocal({ remote: false, persistTo });
  const content = readAllContent(join(root, "content"));
  const statements = contentStatements(content.authors, [...content.articles, ...publishingFixtures()]);
  withLocalD1(persistTo, (db) => statements.forEach((statement) => db.exec(statement)), false);
  cpSync(persistTo, editorsCopy, { recursive: true });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  worker = await startWorker({ port, persistTo, stdio: "ignore" });
}, 180_000);

afterAll(() => {
  if (worker) stopWorker(worker);
  rmSync(persistTo, { recursive: true, force: true });
  rmSync(editorsCopy, { recursive: true, force: true });
});

const get = (path: string) => fetch(base + path, { headers: { "cf-connecting-ip": "198.51.100.40" } });
/** A page's HTML without what differs on every answer (the script nonce) or names the path asked for. */
const normalised = (html: string, ...paths: string[]) =>
  paths
    .reduce((text, path) => text.replaceAll(path, "PATH"), html)
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/"nonce":"[^"]+"/g, '"nonce":""');
const sign = (slug: string, until: number, secret = developmentPreviewSecret) =>
  createHmac("sha256", secret).update(previewMessage(slug, until)).digest("base64url");
const previewPath = (slug: string, until: number, signature = sign(slug, until)) =>
  `/preview/${slug}?until=${until}&sig=${signature}`;
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

async function missingStoryPage() {
  const path = "/articles/no-such-story-at-all";
  const response = await get(path);
  expect(response.status).toBe(404);
  return { path, response, html: await response.text() };
}

describe("A draft's page", { timeout: 60_000 }, () => {
  it("is a 404 exactly like a story that does not exist", async () => {
    const missing = await missingStoryPage();
    const path = `/articles/${draftSlug}`;
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("zorblax");
    expect(normalised(html, path)).toBe(normalised(missing.html, missing.path));
    expect(response.headers.get("cache-control")).toBe(missing.response.headers.get("cache-control"));
  });

  it("is a 404 for a scheduled story before its time", async () => {
    const response = await get(`/articles/${scheduledSlug}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("quendril");
  });
});

describe("A preview link", { timeout: 60_000 }, () => {
  it("shows the draft as its page will look, marked as a preview, private and not indexed", async () => {
    const path = previewPath(draftSlug, inDays(7));
    for (const attempt of [1, 2]) {
      const response = await get(path);
      expect(response.status, `attempt ${attempt}`).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("x-edge-cache")).toBe("BYPASS");
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain("The Zorblax Tariff Splits the Asteroid Miners");
      expect(html).toContain("nobody outside the desk should ever read this paragraph");
      expect(html).toMatch(/<strong[^>]*>Preview<\/strong>A draft: no reader can see this story\./);
      expect(html).toContain("The readers&#x27; poll opens here when the story goes live.");
    }
  });

  it("says when a scheduled story goes live", async () => {
    const response = await get(previewPath(scheduledSlug, inDays(3)));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Scheduled: readers see this story from");
    expect(html).toContain("January 4, 2030, 09:00 UTC");
  });

  it("is a 404 like a link to a missing story when altered, expired, for another story or signed with another secret", async () => {
    const until = inDays(7);
    const missingPath = previewPath("no-such-story-at-all", until);
    const missingResponse = await get(missingPath);
    expect(missingResponse.status).toBe(404);
    const missing = { path: missingPath.split("?")[0]!, html: await missingResponse.text() };
    const good = sign(draftSlug, until);
    const altered = `${good.slice(0, 10)}${good[10] === "A" ? "B" : "A"}${good.slice(11)}`;
    const paths = [
      previewPath(draftSlug, until, altered),
      previewPath(draftSlug, until + 60, good),
      previewPath(draftSlug, inDays(-1)),
      previewPath(draftSlug, inDays(30)),
      previewPath(scheduledSlug, until, good),
      previewPath(draftSlug, until, sign(draftSlug, until, "someone-elses-secret")),
      `/preview/${draftSlug}`,
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain("zorblax");
      expect(normalised(html, path.split("?")[0]!), path).toBe(normalised(missing.html, missing.path));
    }
  });
});

describe("A preview link in a browser", { timeout: 90_000 }, () => {
  it("shows its Preview band across the top of the screen, and hydrates with no error", async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on("response", (answer) => {
        if (answer.status() >= 400) errors.push(`${answer.status()} ${answer.url()}`);
      });
      await page.goto(base + previewPath(scheduledSlug, inDays(7)));
      const band = page.getByRole("note", { name: "Preview" });
      await band.waitFor({ state: "visible" });
      const box = await band.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 812 && box.width >= 375 - 1).toBe(true);
      expect(await band.textContent()).toContain("Scheduled: readers see this story from");
      const headline = page.getByRole("heading", { level: 1 });
      expect(await headline.textContent()).toContain("The Quendril Ferry Sails to Phobos on Time");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(await band.isVisible()).toBe(true);
      expect(errors.join("\n")).toBe("");
    } finally {
      await browser.close();
    }
  });
});

describe("A correction", { timeout: 60_000 }, () => {
  it("is dated at the end of the story, and dates the story's JSON-LD dateModified", async () => {
    const response = await get(`/articles/${correctedSlug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h2 id="corrections-note" class="kicker mb-3">Corrections</h2>');
    expect(html).toContain(
      '<time dateTime="2026-11-05T10:30:00Z" class="font-semibold">November 5, 2026</time>: an earlier version of this story said: The census counted 412,000 books. Correct: The census counted 214,000 books.',
    );
    expect(html).toContain('"datePublished":"2026-11-02T08:00:00Z","dateModified":"2026-11-09T16:00:00Z"');
    expect(html).toContain('<meta property="article:modified_time" content="2026-11-09T16:00:00Z"/>');
  });

  it("is listed on /corrections, newest first, which the footer links to", async () => {
    const response = await get("/corrections");
    expect(response.status).toBe(200);
    const html = await response.text();
    const newer = html.indexOf("The census was run by the city&#x27;s libraries.");
    const older = html.indexOf("The census counted 214,000 books.");
    expect(newer).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newer);
    expect(html).toContain(`href="/articles/${correctedSlug}"`);
    expect(html).toMatch(/<a[^>]*href="\/corrections"[^>]*>Corrections<\/a>/);
    const story = await (await get(`/articles/${correctedSlug}`)).text();
    expect(story).toMatch(/<a[^>]*href="\/corrections"[^>]*>Corrections<\/a>/);
  });
});

describe("The editors' publishing commands", { timeout: 180_000 }, () => {
  const editors = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/editors.ts", ...args, "--persist-to", editorsCopy], {
      cwd: root,
      encoding: "utf8",
    });

  it("list the drafts, and the scheduled stories with when each goes live", () => {
    const drafts = editors("drafts");
    expect(drafts.status, drafts.stderr).toBe(0);
    expect(drafts.stdout).toContain("1 draft, seen by no reader:");
    expect(drafts.stdout).toContain(draftSlug);
    const scheduled = editors("scheduled");
    expect(scheduled.status, scheduled.stderr).toBe(0);
    expect(scheduled.stdout).toContain("1 scheduled story, soonest first:");
    expect(scheduled.stdout).toMatch(/2030-01-04 09:00 UTC \(in \d+ days\) {2}scheduled-quendril-ferry-2049/);
  });

  it("print a preview link that opens the draft for seven days", async () => {
    const printed = editors("preview", draftSlug, "--url", base);
    expect(printed.status, printed.stderr).toBe(0);
    expect(printed.stdout).toContain(
      'Preview of "Draft: The Zorblax Tariff Splits the Asteroid Miners\' Guild" (a draft):',
    );
    expect(printed.stdout).toContain("The link works for 7 days, until ");
    const link = printed.stdout.match(/http:\/\/127\.0\.0\.1:\d+\/preview\/\S+/)?.[0];
    expect(link).toBeDefined();
    const until = Number(new URL(link!).searchParams.get("until"));
    expect(Math.abs(until - inDays(7))).toBeLessThan(120);
    // The command took seconds: the server may have closed the connection the client keeps alive.
    const response = await fetch(link!).catch(() => fetch(link!));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("A draft: no reader can see this story.");
    const unknown = editors("preview", "no-such-story", "--url", base);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('There is no story "no-such-story" in the database');
  });
});
