// The guides say what the code does; these checks fail when the two drift apart (decision 165).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { exists, namedPaths, root } from "./repo-paths";

const read = (file: string) => readFileSync(resolve(root, file), "utf8");

/** Every file below `dir` (from the root) whose name passes `keep`. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(resolve(root, dir))) return [];
  return readdirSync(resolve(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => keep(name))
    .map((name) => `${dir}/${name}`);
}

// The README and every guide under docs/; the decision records are history and have their own test.
const guides = [
  "README.md",
  ...filesUnder("docs", (name) => name.endsWith(".md") && !name.startsWith("decisions")),
];

describe("The guides", () => {
  it("name only repository paths that exist", () => {
    const missing = guides.flatMap((file) =>
      namedPaths(read(file), file)
        .filter(({ path }) => !exists(path))
        .map(({ path, line }) => `${file}:${line} names ${path}`),
    );
    expect(missing, "paths the guides name that do not exist").toEqual([]);
  });

  it("name only npm scripts that package.json defines", () => {
    const scripts = Object.keys(JSON.parse(read("package.json")).scripts);
    const unknown = guides.flatMap((file) =>
      [...read(file).matchAll(/\bnpm (?:run ([a-z][\w-]*(?::[\w-]+)*)|(start|test)\b)/g)]
        .map(([, run, builtin]) => (run ?? builtin)!)
        .filter((name) => !scripts.includes(name))
        .map((name) => `${file} names npm script "${name}"`),
    );
    expect(unknown, "npm scripts the guides name that package.json lacks").toEqual([]);
  });
});

/** The "## Project layout" code block, wherever the docs keep it, as `{ path, line }` per named entry. */
function layout() {
  const found = ["README.md", "docs/architecture.md"].flatMap((file) => {
    const text = existsSync(resolve(root, file)) ? read(file) : "";
    const heading = text.search(/^## Project layout\s*$/m);
    if (heading < 0) return [];
    const block = /^```[a-z]*\n([\s\S]*?)^```/m.exec(text.slice(heading));
    // The line after the opening fence, counted from the top of the file.
    const firstLine = text.slice(0, heading + (block?.index ?? 0)).split("\n").length + 1;
    return [{ file, lines: block?.[1]!.split("\n") ?? [], firstLine }];
  });
  expect(
    found.map(({ file }) => file),
    "one Project layout section, in README.md or docs/architecture.md",
  ).toHaveLength(1);
  const { file, lines, firstLine } = found[0]!;
  const entries: { path: string; line: string }[] = [];
  // Each line is `<indent><name>[, <name>…]  <what it is>`; two spaces of indent per level.
  const parents: { indent: number; path: string }[] = [];
  lines.forEach((text, index) => {
    const match = /^( *)(\S.*?)(?: {2,}.*)?$/.exec(text);
    // Blank lines, and a description carried over to a line of its own, name nothing.
    if (!match || match[1]!.length >= 20) return;
    const indent = match[1]!.length;
    while (parents.length && parents.at(-1)!.indent >= indent) parents.pop();
    const prefix = parents.at(-1)?.path ?? "";
    for (const name of match[2]!.replace(/\s*\([^)]*\)?/g, "").split(/,\s*/)) {
      const path = `${prefix}${name}`;
      entries.push({ path, line: `${file}:${firstLine + index}` });
      if (name.endsWith("/")) parents.push({ indent, path });
    }
  });
  return entries;
}

describe("The project layout", () => {
  it("names only paths that exist", () => {
    const missing = layout()
      .filter(({ path }) => !exists(path))
      .map(({ path, line }) => `${line}: ${path}`);
    expect(missing, "layout entries with nothing at that path").toEqual([]);
  });

  it("names every directory directly under app/, app/lib/, worker/, scripts/ and tests/", () => {
    const named = new Set(layout().map(({ path }) => path.replace(/\/?$/, "/")));
    const unnamed = ["app", "app/lib", "worker", "scripts", "tests"].flatMap((dir) =>
      readdirSync(resolve(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
        .map((entry) => `${dir}/${entry.name}/`)
        .filter((path) => !named.has(path)),
    );
    expect(unnamed, "directories the layout leaves out").toEqual([]);
  });
});

// What deploying needs: the Worker's bindings and variables, and what the scripts read from the environment.
const operations = "docs/operations.md";
const config = unstable_readConfig({ config: resolve(root, "wrangler.toml") });
const configured = [
  ...Object.keys(config.vars),
  ...config.d1_databases.map((entry) => entry.binding),
  ...config.kv_namespaces.map((entry) => entry.binding),
  ...config.ratelimits.map((entry) => entry.name),
  ...(config.queues.producers ?? []).map((entry) => entry.binding),
  ...config.send_email.map((entry) => entry.name),
];
const codeFiles = [
  ...["app", "worker", "scripts"].flatMap((dir) => filesUnder(dir, (name) => /\.(ts|tsx|mjs)$/.test(name))),
  ...filesUnder(".github/workflows", (name) => name.endsWith(".yml")),
  ...[".ci/run", "playwright.config.ts", "vite.config.ts", "vitest.config.ts"],
];
const code = codeFiles.map((file) => ({ file, text: read(file) }));
/** Names the Worker reads from `env` (secrets included) and the scripts from `process.env`. */
const readFromEnvironment = [
  ...new Set(
    code.flatMap(({ text }) =>
      [...text.matchAll(/(?<!meta\.)\benv\.([A-Z][A-Z0-9_]+)\b/g)].map(([, name]) => name!),
    ),
  ),
];

describe(operations, () => {
  it("names every binding, variable and secret the Worker and the scripts read", () => {
    const documented = read(operations);
    const undocumented = [...new Set([...configured, ...readFromEnvironment])]
      .filter((name) => !new RegExp(`\`${name}\``).test(documented))
      .sort();
    expect(undocumented, `names ${operations} should explain`).toEqual([]);
  });

  it("names only bindings, variables and secrets that wrangler.toml or the code has", () => {
    const named = [
      ...new Set([...read(operations).matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].map(([, name]) => name!)),
    ];
    const unknown = named
      .filter((name) => !configured.includes(name))
      .filter((name) => !code.some(({ text }) => new RegExp(`\\b${name}\\b`).test(text)))
      .sort();
    expect(unknown, `names in ${operations} that nothing defines or reads`).toEqual([]);
  });

  it("names every queue and Cron Trigger wrangler.toml sets up", () => {
    const documented = read(operations);
    const queues = (config.queues.consumers ?? []).map((entry) => entry.queue);
    const crons = config.triggers.crons ?? [];
    const missing = [...queues, ...crons].filter((name) => !documented.includes(`\`${name}\``));
    expect(missing, `queues and crons ${operations} leaves out`).toEqual([]);
  });
});
