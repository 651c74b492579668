// `npm run editors -- newsletter preview|send-test ADDRESS|send|status [--remote]`
// status reads D1 through wrangler. The other commands need the Worker (its Email Service binding,
// its queue and the React Email templates): locally this starts the built Worker on a free port with a
// one-off EDITORS_TOKEN; with --remote it calls the deployment at SITE_URL with the EDITORS_TOKEN
// secret from the environment.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  lastEditionDeliveriesSql,
  lastEditionSql,
  subscribersByStatusSql,
} from "../../app/lib/newsletter/status-queries.ts";
import { freePort, startWorker, step, stopWorker } from "../lib/run.ts";
import { d1Execute, type D1Target } from "../lib/wrangler.ts";

type Call = (path: string, init?: RequestInit) => Promise<Record<string, unknown>>;

/** The command line's `--out`, `--url` and `--port`, as `parseArgs` read them. */
type NewsletterOptions = { out?: string; url?: string; port?: string };

export function printStatus(target: D1Target) {
  const [subscribers] = d1Execute(target, { command: subscribersByStatusSql });
  const [edition] = d1Execute(target, { command: lastEditionSql });
  const [deliveries] = d1Execute(target, { command: lastEditionDeliveriesSql });
  const count = (status: string) =>
    Number(subscribers?.results.find((row) => row.status === status)?.count ?? 0);
  console.log(
    `Subscribers: ${count("active")} active, ${count("pending")} pending confirmation, ${count("unsubscribed")} unsubscribed`,
  );
  const last = edition?.results[0];
  if (!last) {
    console.log("Last edition: none yet");
    return;
  }
  console.log(`Last edition: No. ${last.number}, "${last.subject}", written ${last.created_at}`);
  const byStatus = (status: string) =>
    Number(deliveries?.results.find((row) => row.status === status)?.count ?? 0);
  console.log(
    `Deliveries: ${byStatus("sent")} sent, ${byStatus("failed")} failed, ${byStatus("pending")} pending, ${byStatus("sending")} in progress (of ${last.recipient_count})`,
  );
  const failed = deliveries?.results.find((row) => row.status === "failed");
  if (failed?.last_error) console.log(`Last failure (dead-letter queue): ${failed.last_error}`);
}

/** Runs `work` against the Worker: a local one started for the purpose, or the deployment. */
async function withWorker(target: D1Target, options: NewsletterOptions, work: (call: Call) => Promise<void>) {
  let base: string;
  let token: string;
  let stop = () => {};
  if (target.remote) {
    base = options.url ?? process.env.SITE_URL ?? "";
    token = process.env.EDITORS_TOKEN ?? "";
    if (!base || !token) {
      throw new Error(
        "With --remote, set SITE_URL (or pass --url) and EDITORS_TOKEN to the deployment's values.",
      );
    }
  } else {
    // Checked before the build, which takes a while.
    const port = options.port === undefined ? await freePort() : Number(options.port);
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new Error(`--port: "${options.port}" is not a port number (1 to 65535).`);
    if (!existsSync("build/server")) step("Build", "npx", ["react-router", "build"]);
    token = randomBytes(32).toString("base64url");
    const worker = await startWorker({
      port,
      persistTo: target.persistTo,
      vars: { EDITORS_TOKEN: token },
      stdio: "ignore",
    });
    base = `http://127.0.0.1:${port}`;
    stop = () => stopWorker(worker);
  }
  const call: Call = async (path, init) => {
    const response = await fetch(new URL(path, base), {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${response.status}: ${String(body.message ?? "")}`);
    return body;
  };
  try {
    await work(call);
  } finally {
    stop();
  }
}

/** Waits until the local queue has worked through the edition (nothing pending or in progress). */
async function waitForDeliveries(target: D1Target) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const [deliveries] = d1Execute(target, { command: lastEditionDeliveriesSql });
    const open = deliveries?.results.filter((row) => row.status === "pending" || row.status === "sending");
    if (!open?.length) return;
    await new Promise((done) => setTimeout(done, 1000));
  }
  console.log("Some deliveries are still queued or waiting for a retry; `newsletter status` shows them.");
}

export async function newsletterCommand(target: D1Target, rest: string[], options: NewsletterOptions) {
  const [sub, address] = rest;
  if (sub === "status") return printStatus(target);
  if (sub === "preview") {
    const out = resolve(options.out ?? "newsletter-preview");
    await withWorker(target, options, async (call) => {
      const edition = await call("/api/editors/newsletter/preview");
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, `edition-${edition.number}.html`), String(edition.html));
      writeFileSync(join(out, `edition-${edition.number}.txt`), String(edition.text));
      const which = edition.stored ? "the last edition sent (no new stories yet)" : "the next edition";
      console.log(`Preview of ${which}, No. ${edition.number}: "${edition.subject}"`);
      console.log(
        `  ${join(out, `edition-${edition.number}.html`)}\n  ${join(out, `edition-${edition.number}.txt`)}`,
      );
    });
    return;
  }
  if (sub === "send-test") {
    if (!address)
      throw new Error("Name the address: npm run editors -- newsletter send-test you@example.com");
    await withWorker(target, options, async (call) => {
      const sent = await call("/api/editors/newsletter/send-test", {
        method: "POST",
        body: JSON.stringify({ to: address }),
      });
      console.log(
        `Sent a test copy of edition No. ${sent.number} to ${sent.to} (message ${sent.messageId}).`,
      );
      if (!target.remote)
        console.log("Locally nothing is delivered: the message is under .wrangler/tmp/email/.");
    });
    return;
  }
  if (sub === "send") {
    await withWorker(target, options, async (call) => {
      const result = await call("/api/editors/newsletter/send", { method: "POST" });
      if (!result.edition) console.log("No edition: there are no stories yet.");
      else {
        console.log(
          `Edition No. ${result.edition}${result.created ? " written" : " (already written)"}; ${result.queued} new deliveries queued.`,
        );
        if (!target.remote && Number(result.queued) > 0) await waitForDeliveries(target);
      }
    });
    printStatus(target);
    return;
  }
  throw new Error(
    `Unknown newsletter command "${sub ?? ""}". Use preview, send-test ADDRESS, send or status.`,
  );
}
