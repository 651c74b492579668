import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 8790);
const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
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
    // Tests tagged @desktop or @mobile exercise one layout only; the rest run at both widths.
    {
      name: "mobile",
      grepInvert: /@desktop/,
      // Response headers, the content policy and rate limits are the same at any width: desktop checks them.
      testIgnore: [/security-headers\.spec\.ts$/, /rate-limits\.spec\.ts$/],
      use: { ...chromium, viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    { name: "desktop", grepInvert: /@mobile/, use: { ...chromium, viewport: { width: 1280, height: 900 } } },
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
