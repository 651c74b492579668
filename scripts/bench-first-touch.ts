// `npm run bench:first-touch`: a reader on a phone who does not wait. Each control is touched a set time
// after the page's first paint (300 ms unless `--after` says otherwise), on Lighthouse's phone profile
// (scripts/lib/phone-profile.ts), a number of times (`--runs`, 5), each in a fresh browser context; the table gives
// per control the median time from the touch to a visible response and how many touches were lost (no
// response within `--timeout`, 10 s, or a page left behind). `--compare [ref]` also builds and serves
// another commit (main unless named, as `npm run bench -- --compare` does) and prints both.
//   npm run bench:first-touch -- --port 8801 --compare main --base-port 8802
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";
import { throttleLikeAPhone, watchFirstPaint, openAtFirstPaint } from "./lib/phone-profile.ts";
import { prepareBaseline } from "./bench/baseline.ts";
import { chromiumArgs, chromiumPath, ensureChromium } from "./lib/chromium.ts";
import { assertPortFree, prepareLocalDatabase, startWorker, step, stopWorker } from "./lib/run.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8801" },
    "base-port": { type: "string", default: "8802" },
    compare: { type: "string" },
    runs: { type: "string", default: "5" },
    after: { type: "string", default: "300" },
    timeout: { type: "string", default: "10000" },
    "no-build": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const after = Number(values.after);
const timeout = Number(values.timeout);

type Site = { origin: string; articles: string[] };
type Control = {
  name: string;
  desktop?: boolean;
  /** The page the touch happens on, for run `run`. */
  path: (site: Site, run: number) => string;
  /** Anything to do before the clock starts, right after the first paint (a reader scrolls). */
  ready?: (page: Page) => Promise<void>;
  touch: (page: Page) => Promise<void>;
  /** Runs in the page: true once the response is on screen. */
  seen: string;
  /** The response must come on the page touched (a form that posts the reader away is a lost touch). */
  stays?: boolean;
};

const visible = (selector: string) =>
  `(() => { const e = document.querySelector(${JSON.stringify(selector)}); return !!e && e.checkVisibility(); })()`;
const scrollTo = (selector: string) => (page: Page) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: "center" }));

const controls: Control[] = [
  {
    name: "menu",
    path: () => "/",
    touch: (page) => page.getByRole("button", { name: "Open menu" }).tap(),
    seen: visible("#mobile-menu a"),
  },
  {
    name: "dropdown (1280 px)",
    desktop: true,
    path: () => "/",
    touch: (page) => page.getByRole("button", { name: "The Future of Everything" }).click(),
    seen: visible('[role="menu"] a'),
  },
  {
    name: "theme",
    path: () => "/",
    touch: (page) => page.getByTestId("theme-toggle").tap(),
    seen: `document.documentElement.classList.contains("dark")`,
  },
  {
    name: "search with Enter",
    desktop: true,
    path: () => "/",
    touch: async (page) => {
      // The box takes the text as typed (a key press would start the clock early); Enter sends it.
      await page.locator("#header-search").evaluate((input: HTMLInputElement) => (input.value = "mars"));
      await page.locator("#header-search").press("Enter");
    },
    seen: `location.pathname === "/search" && ${visible("main h1")}`,
  },
  {
    name: "reaction",
    path: (site, run) => site.articles[run % site.articles.length]!,
    ready: scrollTo('[aria-labelledby="reactions-heading"] button'),
    touch: (page) => page.locator('[aria-labelledby="reactions-heading"] button').first().tap(),
    seen: `document.querySelector('[aria-labelledby="reactions-heading"] button')?.getAttribute("aria-pressed") === "true"`,
    stays: true,
  },
  {
    name: "poll answer",
    path: (site, run) => site.articles[(run + 5) % site.articles.length]!,
    ready: scrollTo('button[name="vote"]'),
    touch: (page) => page.locator('button[name="vote"]').first().tap(),
    seen: `document.querySelector('button[name="vote"][aria-pressed="true"]') !== null`,
  },
  {
    // A story's one sign-up form closes the story; the footer leaves its form out there (decision 148).
    name: "story sign-up",
    path: (site, run) => site.articles[run % site.articles.length]!,
    ready: async (page) => {
      await scrollTo("#newsletter-email-article")(page);
      // Autofill puts the address in without a focus, so the tap is the reader's first touch.
      const address = `first-touch-${Date.now()}@example.com`;
      await page.locator("#newsletter-email-article").evaluate((input: HTMLInputElement, value) => {
        input.value = value;
      }, address);
    },
    touch: (page) =>
      page.locator("form:has(#newsletter-email-article)").getByRole("button", { name: "Subscribe" }).tap(),
    seen: `[...document.querySelectorAll("[data-testid=newsletter-form-message]")].some((e) => e.textContent.includes("Check your inbox and confirm") && e.checkVisibility())`,
    stays: true,
  },
];

/** Records, in every document, when the reader's first touch or key reached it (epoch ms). */
const recordTouch = () => {
  const record = (event: Event) => {
    const at = performance.timeOrigin + event.timeStamp;
    sessionStorage.setItem("first-touch-bench", sessionStorage.getItem("first-touch-bench") ?? String(at));
  };
  for (const type of ["touchstart", "pointerdown", "mousedown", "keydown"])
    addEventListener(type, record, { capture: true, once: true });
};

/** The touch's time, kept in session storage so that a search's new page still knows it. */
async function touchTime(page: Page, path: string) {
  const kept = await page.evaluate(() => sessionStorage.getItem("first-touch-bench")).catch(() => null);
  if (kept === null) console.warn(`  (no touch recorded on ${path})`);
  return kept === null ? null : Number(kept);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from the touch to the response on screen, or null when the touch was lost. */
async function touchOnce(browser: Browser, site: Site, control: Control, run: number) {
  const context = await browser.newContext({
    viewport: control.desktop ? { width: 1280, height: 900 } : { width: 375, height: 812 },
    hasTouch: true,
    // A returning reader who has answered the cookie notice, as in the end-to-end tests.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: site.origin,
          localStorage: [
            {
              name: "future-dispatch:cookie-consent",
              value: JSON.stringify({ status: "accepted", expires: "2999-01-01T00:00:00.000Z" }),
            },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  try {
    await page.emulateMedia({ colorScheme: "light" });
    await throttleLikeAPhone(page);
    await watchFirstPaint(page);
    await page.addInitScript(recordTouch);
    const path = control.path(site, run);
    await openAtFirstPaint(page, site.origin + path);
    await control.ready?.(page);
    await sleep(after);
    await control.touch(page);
    // From the touch as the page received it (its event's time), to the first check that sees the
    // response, both on the browser's clock: Playwright's own checks before it touches do not count.
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const seenAt = await page
        .evaluate(`(${control.seen}) ? performance.timeOrigin + performance.now() : 0`)
        .catch(() => 0);
      if (seenAt) {
        const touchedAt = await touchTime(page, path);
        const left = control.stays && new URL(page.url()).pathname !== path;
        return left || !touchedAt ? null : Math.round((seenAt as number) - touchedAt);
      }
      await sleep(10);
    }
    return null;
  } finally {
    await context.close();
  }
}

async function measure(origin: string) {
  const listed = (await (await fetch(`${origin}/api/articles`)).json()) as { slug: string }[];
  const articles = listed.slice(0, 10).map((article) => `/articles/${article.slug}`);
  if (articles.length < 2) throw new Error(`${origin}/api/articles listed too few stories`);
  const site = { origin, articles };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: { control: string; median: number | null; lost: number }[] = [];
  try {
    for (const control of controls) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        // A page that never paints (a stalled load on a busy machine) is tried again, not counted.
        const time = await touchOnce(browser, site, control, run).catch(async (error: unknown) => {
          console.warn(`  (${control.name}, run ${run + 1}: ${String(error).split("\n")[0]}; tried again)`);
          return touchOnce(browser, site, control, run);
        });
        if (time !== null) times.push(time);
      }
      times.sort((a, b) => a - b);
      const median = times.length ? times[Math.floor((times.length - 1) / 2)]! : null;
      rows.push({ control: control.name, median, lost: runs - times.length });
      console.log(`  ${control.name}: ${times.join(", ") || "—"} ms, ${runs - times.length} lost`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function table(columns: { label: string; rows: Awaited<ReturnType<typeof measure>> }[]) {
  const header = ["control", ...columns.flatMap((c) => [`${c.label} median`, `${c.label} lost`])];
  const lines = columns[0]!.rows.map((row, index) => [
    row.control,
    ...columns.flatMap((c) => {
      const r = c.rows[index]!;
      return [r.median === null ? "—" : `${r.median} ms`, `${r.lost} of ${runs}`];
    }),
  ]);
  const totals = [
    "all",
    ...columns.flatMap((c) => ["", `${c.rows.reduce((n, r) => n + r.lost, 0)} of ${c.rows.length * runs}`]),
  ];
  const all = [header, ...lines, totals];
  const widths = header.map((_, i) => Math.max(...all.map((line) => line[i]!.length)));
  const format = (line: string[]) => `| ${line.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(format(header));
  console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  for (const line of [...lines, totals]) console.log(format(line));
}

ensureChromium();
const port = Number(values.port);
await assertPortFree(port);
const persistTo = ".wrangler/bench-first-touch";
if (!values["no-build"]) step("Build", "npx", ["react-router", "build"]);
rmSync(persistTo, { recursive: true, force: true });
prepareLocalDatabase("benchmark", persistTo);
const baseline =
  values.compare === undefined ? undefined : prepareBaseline(values.compare || "main", !values["no-build"]);

const columns: { label: string; rows: Awaited<ReturnType<typeof measure>> }[] = [];
if (baseline) {
  const basePort = Number(values["base-port"]);
  await assertPortFree(basePort);
  const worker = await startWorker({
    port: basePort,
    persistTo: baseline.persistTo,
    stdio: "ignore",
    cwd: baseline.dir,
  });
  try {
    console.log(`${baseline.ref} (${baseline.commit.slice(0, 12)}):`);
    columns.push({ label: baseline.ref, rows: await measure(`http://127.0.0.1:${basePort}`) });
  } finally {
    stopWorker(worker);
  }
}
const worker = await startWorker({ port, persistTo, stdio: "ignore" });
try {
  console.log("this tree:");
  columns.push({ label: "now", rows: await measure(`http://127.0.0.1:${port}`) });
} finally {
  stopWorker(worker);
}
console.log(`\nFirst touch ${after} ms after the first paint, phone profile, ${runs} runs per control:\n`);
table(columns);
