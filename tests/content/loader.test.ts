import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, readAllContent, readArticle } from "../../scripts/content/read.ts";
import { d1MigrateLocal } from "../../scripts/lib/wrangler.ts";
import { queryLocalD1 } from "../local-d1.ts";

const root = join(import.meta.dirname, "../..");
const churchCosmos = readFileSync(join(root, "content/articles/church-cosmos.md"), "utf8");

describe("The content loader", () => {
  it("names the file and the field when a content file is invalid", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    const broken = join(dir, "church-cosmos.md");
    writeFileSync(broken, churchCosmos.replace(/^category: .*$/m, 'category: "Gardening"'));
    expect(() => readArticle(broken, dir)).toThrowError(ContentError);
    expect(() => readArticle(broken, dir)).toThrowError(/church-cosmos\.md: field "category"/);
    writeFileSync(broken, churchCosmos.replace(/^title: .*$/m, ""));
    expect(() => readArticle(broken, dir)).toThrowError(/church-cosmos\.md: field "title"/);
  });

  it("reads a piece's form and ending devices, a report and none declared by default", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    const file = join(dir, "church-cosmos.md");
    writeFileSync(file, churchCosmos.replace(/^format: .*\n/m, "").replace(/^devices: .*\n/m, ""));
    const plain = readArticle(file, dir);
    expect([plain.format, plain.devices]).toEqual(["report", undefined]);
    const withForm = churchCosmos
      .replace(/^format: .*\n/m, "")
      .replace(/^devices: .*\n/m, "")
      .replace(/^category: /m, 'format: "op-ed"\ndevices: [machine-last-word]\ncategory: ');
    writeFileSync(file, withForm);
    expect(readArticle(file, dir)).toMatchObject({ format: "op-ed", devices: ["machine-last-word"] });
    writeFileSync(file, withForm.replace('format: "op-ed"', 'format: "sonnet"'));
    expect(() => readArticle(file, dir)).toThrowError(/church-cosmos\.md: field "format"/);
    writeFileSync(file, withForm.replace("[machine-last-word]", "[machine-last-word, machine-last-word]"));
    expect(() => readArticle(file, dir)).toThrowError(
      /church-cosmos\.md: field "devices": must not name a device twice/,
    );
    writeFileSync(file, withForm.replace("[machine-last-word]", "[twist]"));
    expect(() => readArticle(file, dir)).toThrowError(/church-cosmos\.md: field "devices\.0"/);
  });

  it("refuses two articles with the same id", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    mkdirSync(join(dir, "articles"));
    mkdirSync(join(dir, "authors"));
    writeFileSync(join(dir, "articles/church-cosmos.md"), churchCosmos);
    const copy = churchCosmos.replace(/^slug: .*$/m, 'slug: "church-cosmos-copy"');
    writeFileSync(join(dir, "articles/church-cosmos-copy.md"), copy);
    expect(() => readAllContent(dir)).toThrowError(/field "id": \d+ is used twice/);
  });

  it("loads every file into D1, and a second run changes no row", () => {
    const persistTo = mkdtempSync(join(tmpdir(), "d1-"));
    const target = { remote: false, persistTo };
    d1MigrateLocal(target);
    const load = () =>
      spawnSync(process.execPath, ["scripts/load-content.ts", "--persist-to", persistTo], {
        cwd: root,
        encoding: "utf8",
      });
    const first = load();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Loaded \d+ articles and 4 reporters/);
    expect(first.stdout).toMatch(/Stories: \d+ published, 0 scheduled, 0 kept as draft, 0 unpublished\./);
    const snapshot = () =>
      queryLocalD1(persistTo, "SELECT * FROM articles ORDER BY id").concat(
        queryLocalD1(persistTo, "SELECT * FROM authors ORDER BY slug"),
      );
    const before = snapshot();
    // Each article's form is stored as its file declares it, a report where it declares none.
    const formats = queryLocalD1(persistTo, "SELECT slug, format FROM articles ORDER BY slug");
    const files = readAllContent(join(root, "content")).articles;
    expect(formats).toEqual(
      files.map((a) => ({ slug: a.slug, format: a.format })).sort((x, y) => (x.slug < y.slug ? -1 : 1)),
    );
    expect(before.length).toBe(readAllContent(join(root, "content")).articles.length + 4);
    const second = load();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/: 0 row\(s\) changed/);
    expect(snapshot()).toEqual(before);
  });
});
