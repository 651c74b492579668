import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
// A database of its own: a script that misread its words must not touch the developer's local one.
const persistTo = mkdtempSync(join(tmpdir(), "script-arguments-d1-"));

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, "--persist-to", persistTo, ...args], { cwd: root, encoding: "utf8" });

// Each refusal comes from the command line alone, before wrangler, a build or a server starts.
describe("Scripts refuse arguments they cannot read, with the reason and their usage", () => {
  it("npm run editors: a misspelt option", () => {
    const result = run("scripts/editors.ts", "submissions", "--stauts", "approved");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Unknown option '--stauts'");
    expect(result.stderr).toContain("npm run editors -- submissions [--status");
  });

  it("npm run editors: an option without its value", () => {
    const result = run("scripts/editors.ts", "submissions", "--status");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Option '--status <value>' argument missing");
    expect(result.stderr).toContain("Usage:");
  });

  it("npm run editors: a port that is not a number", () => {
    const result = run("scripts/editors.ts", "newsletter", "preview", "--port", "eighty");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--port: "eighty" is not a port number (1 to 65535).');
    expect(result.stdout).not.toContain("Build");
  });

  it("npm run content:load: a misspelt --remote", () => {
    const result = run("scripts/load-content.ts", "--remtoe");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Unknown option '--remtoe'");
    expect(result.stderr).toContain("Usage: npm run content:load");
    expect(result.stdout).not.toContain("Loaded");
  });

  it("npm run content:load: a stray word", () => {
    const result = run("scripts/load-content.ts", "remote");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Unexpected argument 'remote'");
  });
});
