// Command-line options of `npm run bench`. Every page can be pointed elsewhere, e.g.
//   npm run bench -- --article /articles/zero-waste-2055 --search "/search?q=moon" --runs 5
// and `--compare [ref]` measures a build of another commit (main unless named) beside this tree's.
import { parseArgs } from "node:util";

export const pageKinds = [
  "home",
  "article",
  "category",
  "reporter",
  "search",
  "submit",
  "timeline",
  "odds",
  "about",
] as const;
export type PageKind = (typeof pageKinds)[number];

/** The page types a comparison measures unless `--only` says otherwise. */
export const comparedKinds: PageKind[] = pageKinds.filter((kind) => kind !== "about");

export type BenchOptions = {
  port: number;
  runs: number;
  loadSeconds: number;
  build: boolean;
  lighthouse: boolean;
  /** Also measure each page's own HTML without its scripts (scripts/bench/floor.ts). */
  floor: boolean;
  /** The floor proxy's port; 0 lets the system choose one. */
  floorPort: number;
  /** The page types Lighthouse measures; all of them unless `--only home,article` says otherwise. */
  kinds: PageKind[];
  load: boolean;
  /** Paths chosen on the command line; the rest are picked from the running site. */
  paths: Partial<Record<PageKind, string>>;
  /** The page the load test hits; the article page unless `--load-path` says otherwise. */
  loadPath?: string;
  /** A git ref whose build is measured beside this tree's, run for run (`--compare [ref]`). */
  compare?: { ref: string; port: number };
};

/**
 * `--compare` takes an optional value, which `parseArgs` cannot express: a bare `--compare` means
 * main, `--compare v12` or `--compare=v12` names the ref.
 */
function takeCompare(argv: string[]): { rest: string[]; ref?: string } {
  const rest: string[] = [];
  let ref: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg.startsWith("--compare=")) ref = arg.slice("--compare=".length);
    else if (arg === "--compare") {
      const next = argv[index + 1];
      if (next !== undefined && !next.startsWith("-")) {
        ref = next;
        index++;
      } else ref = "main";
    } else rest.push(arg);
  }
  if (ref === "") throw new Error("--compare: name a git ref, or give no value for main");
  return { rest, ref };
}

function count(name: string, value: string, min: number) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`--${name}: expected a whole number ≥ ${min}, got "${value}"`);
  return number;
}

export function readOptions(argv: string[]): BenchOptions {
  const { rest, ref } = takeCompare(argv);
  const { values } = parseArgs({
    args: rest,
    options: {
      port: { type: "string", default: process.env.BENCH_PORT ?? "8797" },
      "base-port": { type: "string" },
      "floor-port": { type: "string", default: "0" },
      runs: { type: "string" },
      "load-seconds": { type: "string", default: "10" },
      "no-build": { type: "boolean", default: false },
      "no-lighthouse": { type: "boolean", default: false },
      "no-load": { type: "boolean", default: false },
      "no-floor": { type: "boolean", default: false },
      only: { type: "string" },
      "load-path": { type: "string" },
      ...Object.fromEntries(pageKinds.map((kind) => [kind, { type: "string" as const }])),
    },
  });
  const paths: Partial<Record<PageKind, string>> = {};
  for (const kind of pageKinds) {
    const path = (values as Record<string, unknown>)[kind];
    if (typeof path === "string") paths[kind] = path;
  }
  const only = values.only?.split(",").map((kind) => kind.trim());
  const unknown = only?.filter((kind) => !(pageKinds as readonly string[]).includes(kind)) ?? [];
  if (unknown.length) throw new Error(`--only: unknown page type(s) ${unknown.join(", ")}`);
  const port = count("port", values.port, 1);
  const all = ref ? comparedKinds : [...pageKinds];
  return {
    port,
    // A comparison takes the median of 5 (issue budgets are read on it); a plain run the median of 3.
    runs: count("runs", values.runs ?? (ref ? "5" : "3"), 1),
    loadSeconds: count("load-seconds", values["load-seconds"], 1),
    build: !values["no-build"],
    lighthouse: !values["no-lighthouse"],
    floor: !values["no-floor"],
    floorPort: count("floor-port", values["floor-port"], 0),
    kinds: only ? pageKinds.filter((kind) => only.includes(kind)) : all,
    // A comparison is about what the reader's browser does; the load test stays a run of its own.
    load: !values["no-load"] && !ref,
    paths,
    loadPath: values["load-path"],
    compare: ref ? { ref, port: count("base-port", values["base-port"] ?? String(port + 1), 1) } : undefined,
  };
}
