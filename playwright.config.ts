import { defineConfig } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./scripts/lib/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 8790);
const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
};

const mobile = { ...chromium, viewport: { width: 375, height: 812 }, hasTouch: true };
const desktop = { ...chromium, viewport: { width: 1280, height: 900 } };
const oddsSpec = /odds\.spec\.ts$/;
const oddsLast = { testMatch: oddsSpec, fullyParallel: false };

/**
 * The specs that check layout: where things sit on the page, what fits on the first screen, which
 * controls a width shows (the phone's menu and search bar, the dock), what a tap does, and what the
 * accessibility check finds in each layout. They run at both widths. The others check what the width
 * does not change (answers, headers, forms, feeds, toasts, fonts, content) and run on desktop only,
 * apart from their tests tagged @mobile.
 */
const layoutSpecs = [
  "accessibility",
  "article-layout",
  "first-screen",
  "framework-start",
  "home",
  "keyboard",
  "overlays",
  "home-pictures",
  "page-widths",
  "far-blocks",
  "search",
  "shell",
  "static-regions",
  "timeline",
];
// Playwright matches grep against "<project> <file> <describe> <title> <tags>" (its --grep docs).
const desktopOnly = new RegExp(
  `^ ?\\S+ (?!(?:${layoutSpecs.join("|")})\\.spec\\.ts )\\S+\\.spec\\.ts (?!.*@mobile)`,
);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test cost about a third of the run's CPU (decision 102); a failing
    // test is retried in CI, and the retry records one. Locally, `--trace on` records them all.
    trace: "on-first-retry",
    // Tests read as a returning reader who has answered the cookie notice, so the banner never covers
    // what they click; tests/e2e/overlays.spec.ts starts from an empty browser instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [
            {
              name: "future-dispatch:cookie-consent",
              value: JSON.stringify({ status: "accepted", expires: "2999-01-01T00:00:00.000Z" }),
            },
          ],
        },
      ],
    },
  },
  projects: [
    // Tests tagged @desktop or @mobile exercise one layout only. Of the rest, only the specs in
    // layoutSpecs run at both widths; every other spec runs on desktop alone.
    { name: "mobile", grepInvert: [/@desktop/, desktopOnly], testIgnore: oddsSpec, use: mobile },
    { name: "desktop", grepInvert: /@mobile/, testIgnore: oddsSpec, use: desktop },
    // The Odds rank every story against every other, so a vote cast by any other test between a
    // reader's vote and their look at the Odds moves the ranks. These run last, one at a time.
    { name: "odds-desktop", ...oddsLast, dependencies: ["mobile", "desktop"], use: desktop },
    // A reader on a phone who does not wait (tests/e2e/phone.ts throttles the CPU and the network):
    // `*.phone.ts` files act at the first paint. Only this project runs them.
    { name: "phone", testMatch: /\.phone\.ts$/, use: mobile },
  ],
  webServer: {
    command: "node scripts/serve-e2e.ts",
    url: `http://127.0.0.1:${port}/api/articles`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
