import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQLInputValue } from "node:sqlite";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { submissionSchema } from "~/lib/schemas/submission";
import { createSubmission } from "~/models/submissions.server";
import { d1MigrateLocal, type D1Target } from "../../scripts/lib/wrangler.ts";
import { queryLocalD1, withLocalD1 } from "../local-d1.ts";
import { validReport } from "../fixtures/report.ts";

const root = join(import.meta.dirname, "../..");
let target: D1Target;

/**
 * The app's own model code, pointed at a local D1's SQLite file: drizzle builds the same SQL the
 * Worker runs. Only the editors' command under test starts wrangler.
 */
function localDb(persistTo: string) {
  return drizzle(async (sql, params, method) =>
    withLocalD1(
      persistTo,
      (db) => {
        const rows = db
          .prepare(sql)
          .all(...(params as SQLInputValue[]))
          .map((row) => Object.values(row));
        return { rows: method === "get" ? rows[0] : rows };
      },
      false,
    ),
  ) as unknown as Db;
}

const editors = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/editors.ts", ...args, "--persist-to", target.persistTo!], {
    cwd: root,
    encoding: "utf8",
  });

const report = submissionSchema.parse(validReport);

// Each command starts wrangler, which takes seconds on a busy machine.
describe("The editors' submission commands", { timeout: 180_000 }, () => {
  beforeAll(() => {
    target = { remote: false, persistTo: mkdtempSync(join(tmpdir(), "editors-d1-")) };
    d1MigrateLocal(target);
  }, 120_000);

  it("lists a pending submission stored by the submission model, readably", async () => {
    const { id, status } = await createSubmission(localDb(target.persistTo!), report);
    expect(status).toBe("pending");
    const listed = editors("submissions");
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain("1 pending submission, newest first:");
    expect(listed.stdout).toContain(`#${id}  [pending]`);
    expect(listed.stdout).toContain("Toasters unionise in Lisbon");
    expect(listed.stdout).toContain("by Ada Quill <ada@example.com>");
    expect(listed.stdout).toContain("Tech & AI Glitches · Plausible Prediction · Soft Signal");
    expect(listed.stdout).toContain("Source: https://example.com/toasters");
    expect(listed.stdout).toContain("Every toaster in the Alfama district");
  });

  it("approves a submission, which then leaves the pending list", () => {
    const [row] = queryLocalD1(target.persistTo!, "SELECT id FROM submissions");
    const approved = editors("set-status", String(row!.id), "approved");
    expect(approved.status, approved.stderr).toBe(0);
    expect(approved.stdout).toContain(
      `Submission #${row!.id} ("Toasters unionise in Lisbon") is now approved.`,
    );
    expect(editors("submissions").stdout).toContain("No pending submissions.");
    expect(editors("submissions", "--status", "approved").stdout).toContain("[approved]");
    const stored = queryLocalD1(target.persistTo!, `SELECT status FROM submissions WHERE id = ${row!.id}`);
    expect(stored).toEqual([{ status: "approved" }]);
  });

  it("files honeypot reports under spam, apart from the pending queue", async () => {
    await createSubmission(localDb(target.persistTo!), {
      ...report,
      headline: "Buy cheap futures",
      website: "x",
    });
    expect(editors("submissions").stdout).toContain("No pending submissions.");
    expect(editors("submissions", "--status", "spam").stdout).toContain("Buy cheap futures");
  });

  it("shows control characters stored in a report escaped, so they cannot drive the editor's terminal", async () => {
    // Written past the schema, as rows stored before it refused them were.
    const hyperlink = "\u001b]8;;https://evil.example\u0007Read me\u001b]8;;\u0007";
    await createSubmission(localDb(target.persistTo!), {
      ...report,
      reporterName: "Mallory\u0007",
      headline: `\u001b[2J\u001b[HAll clear ${hyperlink}`,
      transmissionDetails: `${report.transmissionDetails}\rStatus: approved\u009b31m \u202eevil`,
      website: "",
    });
    const listed = editors("submissions");
    expect(listed.status, listed.stderr).toBe(0);
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(listed.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(listed.stdout).toContain(
      "\\x1b[2J\\x1b[HAll clear \\x1b]8;;https://evil.example\\x07Read me\\x1b]8;;\\x07",
    );
    expect(listed.stdout).toContain("by Mallory\\x07 <ada@example.com>");
    expect(listed.stdout).toContain("pending talks.\\x0dStatus: approved\\x9b31m \\u202eevil");
  });

  it("refuses an unknown status, a malformed id and a missing submission without changing anything", () => {
    const statuses = () => queryLocalD1(target.persistTo!, "SELECT id, status FROM submissions ORDER BY id");
    const before = statuses();
    const badStatus = editors("set-status", "1", "published");
    expect(badStatus.status).toBe(1);
    expect(badStatus.stderr).toContain('"published" is not a status');
    const badId = editors("set-status", "1; DROP TABLE submissions", "spam");
    expect(badId.status).toBe(1);
    expect(badId.stderr).toContain("is not a submission id");
    const missing = editors("set-status", "9999", "rejected");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("There is no submission #9999.");
    expect(statuses()).toEqual(before);
  });
});

// `status` reads D1 through wrangler; `send` builds if needed and starts the built Worker with its
// queue and simulated Email Service, as the Cron Trigger's job runs in production.
describe("The editors' newsletter commands", { timeout: 240_000 }, () => {
  let newsletterDb: D1Target;
  beforeAll(() => {
    newsletterDb = { remote: false, persistTo: mkdtempSync(join(tmpdir(), "editors-newsletter-d1-")) };
    d1MigrateLocal(newsletterDb);
    const load = spawnSync(
      process.execPath,
      ["scripts/load-content.ts", "--persist-to", newsletterDb.persistTo!],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(load.status, load.stderr).toBe(0);
    withLocalD1(
      newsletterDb.persistTo!,
      (db) =>
        db.exec(`INSERT INTO subscribers (email, unsubscribe_token, status) VALUES
          ('one@example.com', '${"a".repeat(43)}', 'active'),
          ('two@example.com', '${"b".repeat(43)}', 'active'),
          ('waiting@example.com', '${"c".repeat(43)}', 'pending'),
          ('gone@example.com', '${"d".repeat(43)}', 'unsubscribed')`),
      false,
    );
  }, 180_000);

  const newsletter = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ["scripts/editors.ts", "newsletter", ...args, "--persist-to", newsletterDb.persistTo!],
      {
        cwd: root,
        encoding: "utf8",
      },
    );

  it("reports subscribers by state before any edition", () => {
    const status = newsletter("status");
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toContain("Subscribers: 2 active, 1 pending confirmation, 1 unsubscribed");
    expect(status.stdout).toContain("Last edition: none yet");
  });

  it("sends the edition to the active subscribers through the local Worker, once", () => {
    const sent = newsletter("send");
    expect(sent.status, sent.stderr).toBe(0);
    expect(sent.stdout).toMatch(/Edition No\. 1 written; 2 new deliveries queued\./);
    expect(sent.stdout).toContain("Deliveries: 2 sent, 0 failed, 0 pending, 0 in progress (of 2)");
    const again = newsletter("send");
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("Edition No. 1 (already written); 0 new deliveries queued.");
    expect(
      queryLocalD1(
        newsletterDb.persistTo!,
        "SELECT count(*) AS n FROM edition_deliveries WHERE status = 'sent'",
      ),
    ).toEqual([{ n: 2 }]);
  });

  it("refuses an unknown newsletter command", () => {
    const unknown = newsletter("publish");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Unknown newsletter command "publish"');
  });
});
