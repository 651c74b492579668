// Editor commands for reader submissions, run through wrangler against D1 (there is no web admin):
//   npm run editors -- submissions [--status pending|approved|rejected|spam|all] [--remote]
//   npm run editors -- set-status <id> <approved|rejected|spam|pending> [--remote]
//   npm run editors -- newsletter preview|send-test ADDRESS|send|status [--remote]
//   npm run editors -- drafts|scheduled [--remote]
//   npm run editors -- preview SLUG [--remote] [--url SITE_URL]
// `--persist-to DIR` targets a separate local database (used by the tests).
import { unprintable } from "../app/lib/schemas/plain-text.ts";
import {
  futureCategoryOptions,
  probabilityOptions,
  timelineCategoryOptions,
} from "../app/lib/copy/submission-options.ts";
import { newsletterCommand } from "./editors/newsletter.ts";
import { listDrafts, listScheduled, printPreviewLink } from "./editors/publishing.ts";
import { readArgs } from "./lib/args.ts";
import { d1Execute, d1Target, d1TargetOptions, type D1Target } from "./lib/wrangler.ts";

const statuses = ["pending", "approved", "rejected", "spam"] as const;
type Status = (typeof statuses)[number];

const usage = `Usage:
  npm run editors -- submissions [--status pending|approved|rejected|spam|all] [--remote]
  npm run editors -- set-status <id> <approved|rejected|spam|pending> [--remote]
  npm run editors -- newsletter preview [--out DIR] [--remote]
  npm run editors -- newsletter send-test ADDRESS [--remote]
  npm run editors -- newsletter send [--remote]
  npm run editors -- newsletter status [--remote]
  npm run editors -- drafts [--remote]
  npm run editors -- scheduled [--remote]
  npm run editors -- preview SLUG [--remote] [--url SITE_URL]
Locally, --persist-to DIR names another database and --port PORT the Worker's port.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

const isStatus = (value: string | undefined): value is Status => statuses.includes(value as Status);

function labelOf(options: readonly { value: string; label: string }[], value: unknown) {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

function wrap(text: string, width = 88, indent = "    ") {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
  }
  return lines.map((line) => indent + line).join("\n");
}

/**
 * A stored value as the editor's terminal should print it: control characters (ESC, BEL, NUL, CR…),
 * bidirectional overrides and lone surrogates spelled out as `\x1b` or `\u202e`, so a report can
 * neither drive the terminal nor disguise itself. Rows stored before the schemas refused them need this.
 */
function visible(value: unknown, { keepNewlines = false } = {}) {
  const text = String(value);
  const escaped = text.replace(unprintable, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, "0")}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
  return keepNewlines ? escaped : escaped.replaceAll("\n", "\\n");
}

type Row = Record<string, unknown>;

function formatSubmission(row: Row) {
  const when = visible(row.created_at)
    .replace("T", " ")
    .replace(/\.\d+Z$/, " UTC");
  return [
    `#${visible(row.id)}  [${visible(row.status)}]  ${when}`,
    `  ${visible(row.headline)}`,
    `  by ${visible(row.reporter_name)} <${visible(row.email)}>`,
    `  ${labelOf(futureCategoryOptions, row.future_category)} · ${labelOf(probabilityOptions, row.probability)} · ${labelOf(timelineCategoryOptions, row.timeline_category)}`,
    `  Source: ${row.source_url ? visible(row.source_url) : "none"}   Editor consent: ${row.editor_consent ? "yes" : "no"}`,
    "",
    wrap(visible(row.transmission_details, { keepNewlines: true })),
  ].join("\n");
}

function listSubmissions(target: D1Target, status: Status | "all") {
  // Values are checked against fixed lists before they reach SQL.
  const where = status === "all" ? "" : `WHERE status = '${status}' `;
  const [result] = d1Execute(target, {
    command: `SELECT * FROM submissions ${where}ORDER BY created_at DESC, id DESC`,
  });
  const rows = result?.results ?? [];
  const scope = status === "all" ? "" : ` ${status}`;
  if (!rows.length) {
    console.log(`No${scope} submissions.`);
    return;
  }
  console.log(`${rows.length}${scope} submission${rows.length === 1 ? "" : "s"}, newest first:\n`);
  console.log(rows.map(formatSubmission).join(`\n\n${"─".repeat(60)}\n\n`));
}

function setStatus(target: D1Target, idText: string | undefined, status: string | undefined) {
  if (!idText || !/^\d+$/.test(idText)) fail(`"${idText ?? ""}" is not a submission id (a whole number).`);
  if (!isStatus(status)) fail(`"${status ?? ""}" is not a status. Use one of: ${statuses.join(", ")}.`);
  const id = Number(idText);
  const [result] = d1Execute(target, {
    command: `UPDATE submissions SET status = '${status}' WHERE id = ${id} RETURNING id, headline, status`,
  });
  const row = result?.results[0];
  if (!row) {
    console.error(`There is no submission #${id}.`);
    process.exit(1);
  }
  console.log(`Submission #${id} ("${visible(row.headline)}") is now ${status}.`);
}

const { values, positionals } = readArgs(
  {
    allowPositionals: true,
    options: {
      ...d1TargetOptions,
      status: { type: "string", default: "pending" },
      out: { type: "string" },
      port: { type: "string" },
      url: { type: "string" },
    },
  },
  usage,
);
const target = d1Target(values);
const [command, ...rest] = positionals;

if (command === "submissions") {
  const status = values.status;
  if (status !== "all" && !isStatus(status)) fail(`"${status}" is not a status.`);
  listSubmissions(target, status);
} else if (command === "set-status") {
  setStatus(target, rest[0], rest[1]);
} else if (command === "newsletter") {
  try {
    await newsletterCommand(target, rest, values);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
} else if (command === "drafts") {
  listDrafts(target);
} else if (command === "scheduled") {
  listScheduled(target);
} else if (command === "preview") {
  try {
    printPreviewLink(target, rest[0], values.url);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
} else {
  fail(command ? `Unknown command "${command}".` : "Name a command.");
}
