// `npm run bench:newsletter`: the weekly edition job on the built Worker in workerd, for 1,000 and
// 10,000 local subscribers. Each run starts from a fresh database with the published stories, runs
// the job through the editors' API (as the Cron Trigger would) and waits until the local queue has
// sent every email through the simulated Email Service. Prints the time and sends per second, and the
// 10,000 run's time as a ratio to the 1,000 run's, whose budget is 11× (linear: no per-subscriber
// query storms). The floor is the same job with no subscribers at all.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withLocalD1 } from "./lib/local-d1.ts";
import { startWorker, step, stopWorker } from "./lib/run.ts";

const port = Number(process.env.BENCH_PORT ?? 8798);
const sizes = [0, 1_000, 10_000];
const ratioBudget = 11;

function seedSubscribers(persistTo: string, count: number) {
  if (!count) return;
  const file = join(persistTo, "subscribers.sql");
  const rows = Array.from(
    { length: count },
    (_, index) => `('reader${index}@bench.example','${randomBytes(32).toString("base64url")}','active')`,
  );
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    statements.push(
      `INSERT INTO subscribers (email, unsubscribe_token, status) VALUES ${rows.slice(start, start + 500).join(",")};`,
    );
  }
  writeFileSync(file, statements.join("\n"));
  step(`Add ${count} subscribers`, "npx", [
    "wrangler",
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    persistTo,
    "--file",
    file,
    "--yes",
  ]);
}

/** Deliveries still open and sent, read from the SQLite file; null while workerd holds the write lock. */
function deliveryState(persistTo: string) {
  try {
    return withLocalD1(persistTo, (db) => {
      const open = db
        .prepare("SELECT count(*) AS n FROM edition_deliveries WHERE status IN ('pending', 'sending')")
        .get() as { n: number };
      const sent = db.prepare("SELECT count(*) AS n FROM edition_deliveries WHERE status = 'sent'").get() as {
        n: number;
      };
      return { open: open.n, sent: sent.n };
    });
  } catch (error) {
    if ((error as { errcode?: number }).errcode === 5) return null; // SQLITE_BUSY: ask again
    throw error;
  }
}

async function measure(count: number) {
  const persistTo = mkdtempSync(join(tmpdir(), "bench-newsletter-"));
  try {
    step(
      "Migrate",
      "npx",
      ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
      {
        CI: "true",
      },
    );
    step("Load the stories", "node", ["scripts/load-content.ts", "--persist-to", persistTo]);
    seedSubscribers(persistTo, count);
    const token = randomBytes(32).toString("base64url");
    const worker = await startWorker({ port, persistTo, vars: { EDITORS_TOKEN: token }, stdio: "ignore" });
    try {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/editors/newsletter/send`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`The job failed: ${response.status} ${await response.text()}`);
      const { queued } = (await response.json()) as { queued: number };
      let state = deliveryState(persistTo);
      const deadline = Date.now() + 15 * 60_000;
      while ((!state || state.open > 0) && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 250));
        state = deliveryState(persistTo) ?? state;
      }
      const seconds = (performance.now() - started) / 1000;
      if (!state || state.sent !== count || queued !== count) {
        throw new Error(`Expected ${count} sends, queued ${queued}, got ${JSON.stringify(state)}`);
      }
      return { count, seconds, perSecond: count / seconds };
    } finally {
      stopWorker(worker);
      await new Promise((done) => setTimeout(done, 1000));
    }
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
  }
}

step("Build", "npx", ["react-router", "build"]);
const results = [];
for (const size of sizes) results.push(await measure(size));
const [floor, small, large] = results as [
  Awaited<ReturnType<typeof measure>>,
  ...Awaited<ReturnType<typeof measure>>[],
];
console.log("\nThe weekly edition job, local workerd (queue + simulated Email Service):");
console.log("subscribers   time (s)   sends/s   × floor");
for (const result of results) {
  console.log(
    `${String(result.count).padStart(11)}   ${result.seconds.toFixed(2).padStart(8)}   ${(result.count ? result.perSecond.toFixed(0) : "–").padStart(7)}   ${(result.seconds / floor.seconds).toFixed(1).padStart(7)}`,
  );
}
const ratio = large!.seconds / small!.seconds;
console.log(`\n10,000 vs 1,000 subscribers: ${ratio.toFixed(2)}× the time (budget ≤ ${ratioBudget}×)`);
if (ratio > ratioBudget) {
  console.error("Over budget: the job does not scale linearly.");
  process.exit(1);
}
