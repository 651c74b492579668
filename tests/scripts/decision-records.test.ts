import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { exists, namedPaths } from "./repo-paths";

const dir = resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith("000-"))
  .map((name) => ({ name, number: name.slice(0, 3), text: readFileSync(resolve(dir, name), "utf8") }));
const numbers = new Set(records.map((record) => record.number));

/** The record's status: the text after `Status:`, up to the date or a blank line, on one line. */
const statusOf = (text: string) =>
  /^Status: ([\s\S]*?)\s*(?:\n\s*\n|\nDate:)/m.exec(text)?.[1]!.replace(/\s+/g, " ") ?? "";
const titleOf = (text: string) => text.split("\n")[0]!.replace(/^# \d{3}: /, "");
/** The index's line for a record: number, title, file and status (what superseded it, and what changed). */
const indexLine = ({ name, number, text }: (typeof records)[number]) =>
  `- ${number} [${titleOf(text)}](${name}): ${statusOf(text)}`;
const indexFile = "docs/decisions/README.md";
const index = existsSync(resolve(dir, "README.md")) ? readFileSync(resolve(dir, "README.md"), "utf8") : "";
const indexLines = index.split("\n").filter((line) => /^- \d{3} \[/.test(line));

// A newcomer reads a record to learn what holds today: each says whether it still does, and since when.
describe("Decision records", () => {
  it.each(records)("$name has a title with its own number, a status and a date", ({ number, text }) => {
    const lines = text.split("\n");
    expect(lines[0]).toMatch(new RegExp(`^# ${number}: \\S`));
    expect(text).toMatch(/^Status: (accepted|superseded( in part)? by \d{3}\b.*?)\s*$/m);
    expect(text).toMatch(/^Date: 20\d{2}-[01]\d-[0-3]\d\s*$/m);
  });

  it.each(records)(
    "$name is superseded, if at all, by a record that exists and is newer",
    ({ number, text }) => {
      for (const [, by] of text.matchAll(/^Status: superseded(?: in part)? by (\d{3})/gm)) {
        expect(numbers.has(by!)).toBe(true);
        expect(Number(by)).toBeGreaterThan(Number(number));
      }
    },
  );

  it("no two records share a number", () => {
    expect(numbers.size).toBe(records.length);
  });
});

// A newcomer starts from the index to learn which records hold today (decision 166).
describe(indexFile, () => {
  it.each(records)("lists $name with its title and status", (record) => {
    const expected = indexLine(record);
    const listed = indexLines.find((line) => line.startsWith(`- ${record.number} [`));
    const advice = listed ? "replace its line with" : "add this line, in number order";
    // The line stands alone in the message, so the missing ones can be picked out of the output.
    expect(listed, `${indexFile}: ${advice}:\n${expected}\n`).toBe(expected);
  });

  it("lists only records that exist", () => {
    const listed = indexLines.map((line) => line.slice(2, 5));
    expect(
      listed.filter((number) => !numbers.has(number)),
      `${indexFile} lists records with no file`,
    ).toEqual([]);
  });
});

describe("Accepted records", () => {
  const accepted = records.filter((record) => statusOf(record.text) === "accepted");

  it.each(accepted)("$name names only repository paths that exist", ({ name, text }) => {
    const gone = namedPaths(text, `docs/decisions/${name}`)
      .filter(({ path }) => !exists(path))
      .map(({ path, line }) => `${name}:${line} names ${path}`);
    expect(
      gone,
      "paths that no longer exist: name where the thing lives now, or mark the record " +
        "superseded in part by the record that moved or removed it",
    ).toEqual([]);
  });
});
