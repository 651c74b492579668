// `npm run screenshots -- [base URL] [paths…]`: what a first visit looks like, for review. Each page in
// light and dark at 375, 768, 1024 and 1280 px, as a new reader sees it with the overlays that come due
// (the cookie notice at 1.5 s), the first screen and the whole page; then, on top of that, the category
// invitation on a story, the promo on the front page and on a story, the menu open (on the front page, and
// on a story over the cookie notice) and a toast (a reaction's on a story, the feedback form's). Writes to
// screenshots/ (git-ignored). `--first-screen` skips the whole-page shots; `--scenes` takes only the
// invitation, promo, menu and toast. `--sheet` takes only the design sheet (/design, whole page, 375 and
// 1280 px) and every newsletter email (/design/emails/…, 375 and 700 px), each in both schemes; the server
// must serve them (`npm run dev`, or a build started with DESIGN_SHEET=on; docs/design-system.md).
// `--before-the-code` takes only the menu opened at a phone's first paint, with the site's scripts held
// back and with JavaScript off (scripts/screenshots/menu-before-the-code.ts).
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath, ensureChromium } from "./lib/chromium.ts";
import { shootMenuBeforeTheCode } from "./screenshots/menu-before-the-code.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "first-screen": { type: "boolean", default: false },
    scenes: { type: "boolean", default: false },
    sheet: { type: "boolean", default: false },
    "before-the-code": { type: "boolean", default: false },
  },
});
const firstScreenOnly = values["first-screen"];
const scenesOnly = values.scenes;
const sheetOnly = values.sheet;
const [base = "http://127.0.0.1:8787", ...rest] = positionals;
const pageTypes = [
  "/",
  "/articles/3-hour-workday-2045",
  "/future-trends",
  "/author/theo-lindqvist",
  "/search?q=workday",
  "/search?q=zzzqqq",
  "/submit",
  "/feedback",
  "/contact",
  "/timeline",
  "/odds",
  "/about",
  "/privacy",
  "/newsletter",
  "/no-such-page",
];
const paths = rest.length ? rest : pageTypes;
const widths = [375, 768, 1024, 1280];
const heightFor = (width: number) => (width < 768 ? 812 : width < 1280 ? 1024 : 900);
const outDir = "screenshots";
mkdirSync(outDir, { recursive: true });

const consented = (origin: string) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        {
          name: "future-dispatch:cookie-consent",
          value: JSON.stringify({ status: "accepted", expires: "2999-01-01T00:00:00.000Z" }),
        },
      ],
    },
  ],
});

type Theme = "light" | "dark";
type Scene = { name: string; path: string; answered: boolean; act: (page: Page) => Promise<void> };

const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";

async function shoot(browser: Browser, scene: Scene, width: number, theme: Theme, full: boolean) {
  const context = await browser.newContext({
    colorScheme: theme,
    viewport: { width, height: heightFor(width) },
    storageState: scene.answered ? consented(new URL(base).origin) : undefined,
  });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(base + scene.path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.evaluate(() => document.fonts.ready);
  await scene.act(page);
  const name = `${scene.name}-${width}-${theme}.png`;
  await page.screenshot({ path: `${outDir}/${name}` });
  if (full)
    await page.screenshot({ path: `${outDir}/${scene.name}-${width}-${theme}-full.png`, fullPage: true });
  console.log(`${outDir}/${name}`);
  await context.close();
}

/** A first visit: the cookie notice comes due at 1.5 s. */
const firstVisit = (path: string): Scene => ({
  name: slug(path),
  path,
  answered: false,
  act: async (page) => {
    await page.clock.runFor(1_600);
    await page
      .getByTestId("cookie-banner")
      .waitFor({ timeout: 5_000 })
      .catch(() => {});
    // The docked card fades in in real time: the page's clock moves only its timers.
    await page.waitForTimeout(1_000);
  },
});

/** The menu opened where the width has one; a first visit's cookie notice is due under it. */
const menuOpen = (name: string, path: string, answered: boolean): Scene => ({
  name,
  path,
  answered,
  act: async (page) => {
    if (!answered) await page.clock.runFor(1_600);
    const button = page.getByRole("button", { name: "Open menu" });
    if (await button.isVisible()) await button.click();
    await page.waitForTimeout(400);
  },
});

const scenes: Scene[] = [
  {
    name: "article-invitation",
    path: "/articles/3-hour-workday-2045",
    answered: true,
    act: async (page) => {
      await page.clock.runFor(5_100);
      await page.getByTestId("category-popup").waitFor({ timeout: 5_000 });
      await page.waitForTimeout(1_000);
    },
  },
  {
    name: "home-promo",
    path: "/",
    answered: true,
    act: async (page) => {
      await page.clock.runFor(15_100);
      await page.getByTestId("promo-popup").waitFor({ timeout: 5_000 });
      await page.waitForTimeout(1_000);
    },
  },
  menuOpen("home-menu", "/", true),
  {
    name: "article-promo",
    path: "/articles/3-hour-workday-2045",
    answered: true,
    act: async (page) => {
      // The invitation comes due first on a story, and the promo takes the dock at 15 s only if it is
      // free: the reader dismisses the invitation first.
      await page.clock.runFor(5_100);
      await page.getByTestId("category-popup").waitFor({ timeout: 5_000 });
      await page.keyboard.press("Escape");
      await page.clock.runFor(10_000);
      await page.getByTestId("promo-popup").waitFor({ timeout: 5_000 });
      await page.waitForTimeout(1_000);
    },
  },
  menuOpen("article-menu", "/articles/3-hour-workday-2045", false),
  {
    name: "article-toast",
    path: "/articles/3-hour-workday-2045",
    answered: false,
    act: async (page) => {
      await page.clock.runFor(1_600);
      const reactions = page.locator("[aria-labelledby=reactions-heading]");
      await reactions.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await reactions.getByRole("button").first().click();
      await page.getByTestId("toast").first().waitFor({ timeout: 5_000 });
      await page.waitForTimeout(400);
    },
  },
  {
    name: "feedback-toast",
    path: "/feedback",
    answered: false,
    act: async (page) => {
      await page.clock.runFor(1_600);
      await page.getByRole("button", { name: "Send Feedback" }).click();
      await page.getByTestId("toast").first().waitFor({ timeout: 5_000 });
      await page.waitForTimeout(400);
    },
  },
];

/** The design sheet and the emails: no overlays, no clock; an email is plain HTML, never hydrated. */
async function shootSheet(browser: Browser) {
  const shots = [
    ...[375, 1280].map((width) => ({ name: "design-sheet", path: "/design", width, hydrates: true })),
    ...["confirm", "edition"].flatMap((email) =>
      [375, 700].map((width) => ({
        name: `email-${email}`,
        path: `/design/emails/${email}`,
        width,
        hydrates: false,
      })),
    ),
  ];
  for (const theme of ["light", "dark"] as const) {
    for (const shot of shots) {
      const context = await browser.newContext({
        colorScheme: theme,
        viewport: { width: shot.width, height: heightFor(shot.width) },
        storageState: consented(new URL(base).origin),
      });
      const page = await context.newPage();
      const response = await page.goto(base + shot.path);
      if (!response?.ok())
        throw new Error(`${shot.path} answered ${response?.status()}: is DESIGN_SHEET on?`);
      if (shot.hydrates)
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.evaluate(() => document.fonts.ready);
      // Lazy pictures load as they come near the viewport: pass over the page once, as a reader would.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState("networkidle");
      const file = `${outDir}/${shot.name}-${shot.width}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
}

ensureChromium();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
if (values["before-the-code"]) {
  await shootMenuBeforeTheCode(browser, base, outDir);
  await browser.close();
  process.exit(0);
}
if (sheetOnly) {
  await shootSheet(browser);
  await browser.close();
  process.exit(0);
}
for (const theme of ["light", "dark"] as const) {
  for (const width of widths) {
    if (!scenesOnly)
      for (const path of paths) await shoot(browser, firstVisit(path), width, theme, !firstScreenOnly);
    if (!rest.length) for (const scene of scenes) await shoot(browser, scene, width, theme, false);
  }
}
await browser.close();
