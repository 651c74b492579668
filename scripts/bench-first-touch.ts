// `npm run bench:first-touch`: a reader on a phone who does not wait. Each control is touched a set time
// after the page's first paint (300 ms unless `--after` says otherwise), on Lighthouse's phone profile
// (scripts/lib/phone-profile.ts), a number of times (`--runs`, 5), each in a fresh browser context; the table gives
// per control the median time from the touch to the first frame drawn with the control's first visible
// response (acknowledged: a menu open, "Subscribing...") and with its outcome (answered: the spec's
// confirmation, the results page), how many touches were lost (no answer within `--timeout`, 10 s, or a
// page left behind), and the median input delay (from the touch to its first handler, as the page's
// Event Timing reports it). `--compare [ref]` also builds and serves another commit (main unless named,
// as `npm run bench -- --compare` does) and prints both. Decision 181 says what each figure means.
//   npm run bench:first-touch -- --port 8801 --compare main --base-port 8802
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";
import { throttleLikeAPhone, watchFirstPaint, openAtFirstPaint } from "./lib/phone-profile.ts";
import { prepareBaseline } from "./bench/baseline.ts";
import { chromiumArgs, chromiumPath, ensureChromium } from "./lib/chromium.ts";
import { assertPortFree, prepareLocalDatabase, startWorker, step, stopWorker } from "./lib/run.ts";
import { summariseTrace, traceCategories } from "./lib/trace-summary.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8801" },
    "base-port": { type: "string", default: "8802" },
    compare: { type: "string" },
    runs: { type: "string", default: "5" },
    after: { type: "string", default: "300" },
    timeout: { type: "string", default: "10000" },
    "no-build": { type: "boolean", default: false },
    only: { type: "string" },
    trace: { type: "string" },
  },
});
const runs = Number(values.runs);
const after = Number(values.after);
const timeout = Number(values.timeout);
const only = values.only?.split(",");
const traceDir = values.trace;

type Site = { origin: string; articles: string[] };
type Control = {
  name: string;
  desktop?: boolean;
  /** The page the touch happens on, for run `run`. */
  path: (site: Site, run: number) => string;
  /** Anything to do before the clock starts, right after the first paint (a reader scrolls). */
  ready?: (page: Page) => Promise<void>;
  touch: (page: Page) => Promise<void>;
  /**
   * Runs in the page, once a frame: true once the reader can see the touch was taken. The answer
   * counts as an acknowledgement too; a control whose answer is its only response leaves this out.
   */
  acknowledged?: string;
  /** Runs in the page, once a frame: true once the outcome is on screen. */
  answered: string;
  /** The response must come on the page touched (a form that posts the reader away is a lost touch). */
  stays?: boolean;
};

const visible = (selector: string) =>
  `(() => { const e = document.querySelector(${JSON.stringify(selector)}); return !!e && e.checkVisibility(); })()`;
const visibleText = (selector: string, text: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => e.checkVisibility() && e.innerText.includes(${JSON.stringify(text)}))`;
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
    answered: visible("#mobile-menu a"),
  },
  {
    name: "dropdown (1280 px)",
    desktop: true,
    path: () => "/",
    touch: (page) => page.getByRole("button", { name: "The Future of Everything" }).click(),
    answered: visible("#categories-menu a"),
  },
  {
    name: "theme",
    path: () => "/",
    touch: (page) => page.getByTestId("theme-toggle").tap(),
    answered: `document.documentElement.classList.contains("dark")`,
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
    // Until the results page arrives, the page that sent the search shows it is searching.
    acknowledged: visibleText("[role=status]", "Searching..."),
    answered: `location.pathname === "/search" && ${visible("main h1")}`,
  },
  {
    name: "reaction",
    path: (site, run) => site.articles[run % site.articles.length]!,
    ready: scrollTo('[aria-labelledby="reactions-heading"] button'),
    touch: (page) => page.locator('[aria-labelledby="reactions-heading"] button').first().tap(),
    acknowledged: `document.querySelector('[aria-labelledby="reactions-heading"] button')?.getAttribute("aria-pressed") === "true"`,
    answered: visibleText("[data-testid=toast]", "Reaction saved!"),
    stays: true,
  },
  {
    name: "poll answer",
    path: (site, run) => site.articles[(run + 5) % site.articles.length]!,
    ready: scrollTo('button[name="vote"]'),
    touch: (page) => page.locator('button[name="vote"]').first().tap(),
    acknowledged: visibleText("#vote [role=status]", "Counting your vote..."),
    answered: visibleText("#vote [role=status]", "Thanks for voting!"),
    stays: true,
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
    acknowledged: visibleText("form:has(#newsletter-email-article) button", "Subscribing..."),
    answered: visibleText("[data-testid=newsletter-form-message]", "Check your inbox and confirm"),
    stays: true,
  },
];

/**
 * The page's side of a touch, in every document: the touch's time (its event's, on the browser's clock),
 * then, once a frame, whether the control's acknowledgement and answer are on screen; the first frame
 * that shows each is timed when it has been drawn (a task queued from the frame's callback runs after
 * the frame's style, layout and paint). Kept in session storage, so a search's results page carries on.
 * The input delay is the first input's wait for its first handler, from Event Timing.
 */
const pageSide = (control: Control) => `(() => {
  const key = "first-touch-bench";
  const get = (name) => sessionStorage.getItem(key + name);
  const check = (test) => { try { return !!test(); } catch { return false; } };
  const acknowledged = () => ${control.acknowledged ?? "false"};
  const answered = () => ${control.answered};
  const drawn = (name) => {
    if (get(name)) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => get(name) || sessionStorage.setItem(key + name, String(performance.timeOrigin + performance.now()));
    channel.port2.postMessage(0);
  };
  const watch = () => requestAnimationFrame(function frame() {
    const done = check(answered);
    if (done || check(acknowledged)) drawn(":acknowledged");
    if (done) drawn(":answered");
    else requestAnimationFrame(frame);
  });
  const record = (event) => {
    if (get("")) return;
    sessionStorage.setItem(key, String(performance.timeOrigin + event.timeStamp));
    watch();
  };
  for (const type of ["touchstart", "pointerdown", "mousedown", "keydown"])
    addEventListener(type, record, { capture: true, once: true });
  if (get("")) watch();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      get(":delay") || sessionStorage.setItem(key + ":delay", String(entry.processingStart - entry.startTime));
  }).observe({ type: "first-input", buffered: true });
})();`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Touch = { acknowledged: number; answered: number; delay: number | null };

/** The touch's figures in milliseconds, or null when the touch was lost. */
async function touchOnce(browser: Browser, site: Site, control: Control, run: number): Promise<Touch | null> {
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
  let tracing = false;
  const endTrace = async (until: number) => {
    if (!tracing) return;
    tracing = false;
    const json = (await browser.stopTracing()).toString();
    const file = `${traceDir}/${control.name.replace(/\W+/g, "-")}-${run + 1}.json`;
    writeFileSync(file, json);
    console.log(`    ${control.name}, run ${run + 1} (${file}), main thread's tasks from the touch (ms):`);
    for (const task of summariseTrace(json, until).tasks)
      console.log(`      ${task.start} for ${task.duration}: ${task.work || "(other)"}`);
  };
  try {
    await page.emulateMedia({ colorScheme: "light" });
    await throttleLikeAPhone(page);
    await watchFirstPaint(page);
    await page.addInitScript({ content: pageSide(control) });
    const path = control.path(site, run);
    await openAtFirstPaint(page, site.origin + path);
    if (traceDir) await browser.startTracing(page, { categories: traceCategories });
    tracing = !!traceDir;
    await control.ready?.(page);
    await sleep(after);
    await control.touch(page);
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const kept = await page
        .evaluate(() => {
          const get = (name: string) => sessionStorage.getItem(`first-touch-bench${name}`);
          return {
            touched: get(""),
            acknowledged: get(":acknowledged"),
            answered: get(":answered"),
            delay: get(":delay"),
          };
        })
        .catch(() => null);
      if (kept?.answered) {
        const left = control.stays && new URL(page.url()).pathname !== path;
        if (left || !kept.touched) return null;
        const since = (at: string | null) => Math.round(Number(at) - Number(kept.touched));
        await endTrace(since(kept.answered) + 20);
        return {
          acknowledged: since(kept.acknowledged ?? kept.answered),
          answered: since(kept.answered),
          delay: kept.delay === null ? null : Math.round(Number(kept.delay)),
        };
      }
      await sleep(25);
    }
    return null;
  } finally {
    await endTrace(timeout).catch(() => undefined);
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
};

type Row = {
  control: string;
  acknowledged: number | null;
  answered: number | null;
  delay: number | null;
  lost: number;
};

async function measure(origin: string): Promise<Row[]> {
  const listed = (await (await fetch(`${origin}/api/articles`)).json()) as { slug: string }[];
  const articles = listed.slice(0, 10).map((article) => `/articles/${article.slug}`);
  if (articles.length < 2) throw new Error(`${origin}/api/articles listed too few stories`);
  const site = { origin, articles };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: Row[] = [];
  try {
    for (const control of controls) {
      if (only && !only.some((name) => control.name.startsWith(name))) continue;
      const touches: Touch[] = [];
      for (let run = 0; run < runs; run++) {
        // A page that never paints (a stalled load on a busy machine) is tried again, not counted.
        const touch = await touchOnce(browser, site, control, run).catch(async (error: unknown) => {
          console.warn(`  (${control.name}, run ${run + 1}: ${String(error).split("\n")[0]}; tried again)`);
          return touchOnce(browser, site, control, run);
        });
        if (touch) touches.push(touch);
      }
      const row = {
        control: control.name,
        acknowledged: median(touches.map((t) => t.acknowledged)),
        answered: median(touches.map((t) => t.answered)),
        delay: median(touches.flatMap((t) => (t.delay === null ? [] : [t.delay]))),
        lost: runs - touches.length,
      };
      rows.push(row);
      const list = (pick: (t: Touch) => number | null) =>
        touches.map((t) => pick(t) ?? "—").join(", ") || "—";
      console.log(
        `  ${control.name}: acknowledged ${list((t) => t.acknowledged)} ms; answered ${list((t) => t.answered)} ms; ` +
          `input delay ${list((t) => t.delay)} ms; ${row.lost} lost; load ${loadAverage()}`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

function table(columns: { label: string; rows: Row[] }[]) {
  const ms = (value: number | null) => (value === null ? "—" : `${value} ms`);
  const header = [
    "control",
    ...columns.flatMap((c) => [
      `${c.label} acknowledged`,
      `${c.label} answered`,
      `${c.label} input delay`,
      `${c.label} lost`,
    ]),
  ];
  const lines = columns[0]!.rows.map((row, index) => [
    row.control,
    ...columns.flatMap((c) => {
      const r = c.rows[index]!;
      return [ms(r.acknowledged), ms(r.answered), ms(r.delay), `${r.lost} of ${runs}`];
    }),
  ]);
  const totals = [
    "all",
    ...columns.flatMap((c) => [
      "",
      "",
      "",
      `${c.rows.reduce((n, r) => n + r.lost, 0)} of ${c.rows.length * runs}`,
    ]),
  ];
  const all = [header, ...lines, totals];
  const widths = header.map((_, i) => Math.max(...all.map((line) => line[i]!.length)));
  const format = (line: string[]) => `| ${line.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(format(header));
  console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  for (const line of [...lines, totals]) console.log(format(line));
}

ensureChromium();
if (traceDir) mkdirSync(traceDir, { recursive: true });
const port = Number(values.port);
await assertPortFree(port);
const persistTo = ".wrangler/bench-first-touch";
if (!values["no-build"]) step("Build", "npx", ["react-router", "build"]);
rmSync(persistTo, { recursive: true, force: true });
prepareLocalDatabase("benchmark", persistTo);
const baseline =
  values.compare === undefined ? undefined : prepareBaseline(values.compare || "main", !values["no-build"]);

const columns: { label: string; rows: Row[] }[] = [];
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
console.log(
  `\nFirst touch ${after} ms after the first paint, phone profile, ${runs} runs per control; load average now ${loadAverage()}:\n`,
);
table(columns);
