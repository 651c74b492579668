import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const dir = resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith("000-"))
  .map((name) => ({ name, number: name.slice(0, 3), text: readFileSync(resolve(dir, name), "utf8") }));
const numbers = new Set(records.map((record) => record.number));

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
