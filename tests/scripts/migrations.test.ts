import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "dispatch-migrations-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const listing = (dir: string) => [
  ...readdirSync(dir).sort(),
  ...readdirSync(join(dir, "meta")).map((name) => `meta/${name}`),
];

describe("Migrations", () => {
  it("db:generate on the unchanged schema writes nothing: drizzle-kit knows every migration wrangler applies", () => {
    const out = join(work, "migrations");
    cpSync(join(root, "migrations"), out, { recursive: true });
    const config = join(work, "drizzle.config.json");
    writeFileSync(
      config, // drizzle-kit reads both paths relative to the working directory.
      JSON.stringify({ dialect: "sqlite", schema: "./app/db/schema.ts", out: relative(root, out) }),
    );
    const before = listing(out);
    const run = spawnSync("npx", ["drizzle-kit", "generate", `--config=${config}`], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`).toMatch(/No schema changes/);
    expect(listing(out)).toEqual(before);
  });

  it("drizzle's journal lists every SQL file wrangler applies, so the next generated one takes a new number", () => {
    const journal = JSON.parse(readFileSync(join(root, "migrations/meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const files = readdirSync(join(root, "migrations"))
      .filter((name) => name.endsWith(".sql"))
      .map((name) => name.replace(/\.sql$/, ""))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
  });
});
