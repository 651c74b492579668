import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:8825";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless=new"] });
const pages = [["editions", "/newsletter/editions"], ["edition", "/newsletter/editions/1"], ["confirm-invalid", `/newsletter/confirm?token=${"Z".repeat(43)}`], ["newsletter", "/newsletter"]];
for (const theme of ["light", "dark"]) for (const width of [375, 768, 1024, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
  await context.addInitScript((t) => { localStorage.setItem("future-dispatch:theme", t); localStorage.setItem("future-dispatch:cookie-consent", JSON.stringify({ status: "accepted", expires: "2999-01-01T00:00:00.000Z" })); sessionStorage.setItem("future-dispatch:promo-popup-seen", "1"); }, theme);
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await page.goto(base + path);
    await page.screenshot({ path: `/tmp/i26-shots/${name}-${theme}-${width}.png`, fullPage: false });
  }
  await context.close();
}
// the email itself, rendered as a mail client would show the HTML
const context = await browser.newContext({ viewport: { width: 640, height: 1400 } });
const page = await context.newPage();
await page.goto("file:///tmp/i26-preview/edition-1.html");
await page.screenshot({ path: "/tmp/i26-shots/email-edition.png", fullPage: false });
await browser.close();
