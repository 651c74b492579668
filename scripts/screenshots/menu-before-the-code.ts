// The header's menu opened by a tap at the first paint on a phone, before any of the site's scripts
// have arrived (they are held back), and with JavaScript switched off: the page alone answers the tap
// (the menu is a popover, decision 178). `npm run screenshots -- --before-the-code`.
import type { Browser } from "@playwright/test";
import { holdScripts, openAtFirstPaint, throttleLikeAPhone, watchFirstPaint } from "../lib/phone-profile.ts";

const story = "/articles/luna-city-first-sister-society-2050";

export async function shootMenuBeforeTheCode(browser: Browser, base: string, outDir: string) {
  for (const javaScript of [true, false]) {
    for (const theme of ["light", "dark"] as const) {
      const context = await browser.newContext({
        baseURL: base,
        colorScheme: theme,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      await throttleLikeAPhone(page);
      // The site's scripts never arrive before the shot (the context closes with them still held): what
      // is on screen is the page's own doing.
      await holdScripts(page);
      if (javaScript) {
        await watchFirstPaint(page);
        await openAtFirstPaint(page, story);
      } else {
        await page.goto(story, { waitUntil: "commit" });
      }
      await page.getByRole("button", { name: "Open menu" }).tap();
      await page.getByRole("link", { name: "Feedback" }).last().waitFor();
      const file = `${outDir}/menu-before-the-code-375-${javaScript ? "scripts-held" : "no-javascript"}-${theme}.png`;
      await page.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  }
}
