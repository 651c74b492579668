// One Lighthouse run per call, through its CLI on this Node (mobile preset, the CLI's default),
// with Debian's Chromium. The JSON report is reduced to the figures the budgets name.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromiumPath } from "../lib/chromium.ts";
import { fromSite, upfrontWeight } from "../js-weight/upfront.ts";

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * The scripts the page's HTML names and what they import statically, gzip level 6: the figure the
   * up-front budget is written in, measured as the budget test and `npm run bench:js` measure it.
   */
  jsUpfrontGzipBytes: number;
  /** Every script the page loaded during the run, chunks it fetched on demand included. */
  jsLoadedGzipBytes: number;
  /** Everything the page loaded, text compressed with gzip, as a reader would download it. */
  pageGzipBytes: number;
  /** Bytes as the local server sent them (gzip, as the browser asked for it). */
  pageTransferBytes: number;
};

type NetworkRequest = { url: string; resourceType?: string; mimeType?: string; transferSize?: number };
type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
};

const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage";
const textTypes = /^(text\/|application\/(javascript|json|xml|rss\+xml)|image\/svg\+xml)/;

/** The resource fetched again and gzipped; undefined when the server could not answer twice. */
async function gzipSize(url: string): Promise<number | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(url, { headers: { connection: "close" } });
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return undefined;
}

async function weights(requests: NetworkRequest[]) {
  let js = 0;
  let page = 0;
  let transfer = 0;
  for (const request of requests) {
    if (!request.url.startsWith("http")) continue;
    transfer += request.transferSize ?? 0;
    const text = textTypes.test(request.mimeType ?? "") || request.resourceType === "Script";
    const size = (text ? await gzipSize(request.url) : undefined) ?? request.transferSize ?? 0;
    page += size;
    if (request.resourceType === "Script") js += size;
  }
  return { js, page, transfer };
}

/** Runs a command to its end without blocking this process (the floor's proxy serves from it). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("close", (status) => resolve({ status, stderr }));
  });
}

/** Lighthouse's JSON report for one run; a run that fails to record its trace is tried once more. */
async function lighthouseReport(url: string, attempt = 1): Promise<Report> {
  const dir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  const output = join(dir, "report.json");
  const result = await run(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${chromeFlags}`,
      "--quiet",
    ],
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromiumPath },
  );
  try {
    if (result.status === 0) return JSON.parse(readFileSync(output, "utf8")) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Chromium now and then loses the trace of a load (NO_NAVSTART); that says nothing about the page.
  if (attempt < 2) {
    console.log(`  Lighthouse run failed on ${url}; trying again`);
    return lighthouseReport(url, attempt + 1);
  }
  throw new Error(`Lighthouse failed on ${url}:\n${result.stderr.slice(-2000)}`);
}

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const report = await lighthouseReport(url);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const { js, page, transfer } = await weights(report.audits["network-requests"]?.details?.items ?? []);
  const html = await (await fetch(url)).text();
  const upfront = await upfrontWeight(html, fromSite(new URL(url).origin));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsUpfrontGzipBytes: upfront.gzip,
    jsLoadedGzipBytes: js,
    pageGzipBytes: page,
    pageTransferBytes: transfer,
  };
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as LighthouseFigures;
}
