// Command-line options of `npm run bench`. Every page can be pointed elsewhere, e.g.
//   npm run bench -- --article /articles/zero-waste-2055 --search "/search?q=moon" --runs 5
import { parseArgs } from "node:util";

export const pageKinds = ["home", "article", "category", "author", "search", "submit", "about"] as const;
export type PageKind = (typeof pageKinds)[number];

export type BenchOptions = {
  port: number;
  runs: number;
  loadSeconds: number;
  build: boolean;
  lighthouse: boolean;
  /** Also measure each page's own HTML without its scripts (scripts/bench/floor.ts). */
  floor: boolean;
  /** The page types Lighthouse measures; all of them unless `--only home,article` says otherwise. */
  kinds: PageKind[];
  load: boolean;
  /** Paths chosen on the command line; the rest are picked from the running site. */
  paths: Partial<Record<PageKind, string>>;
  /** The page the load test hits; the article page unless `--load-path` says otherwise. */
  loadPath?: string;
};

export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string", default: process.env.BENCH_PORT ?? "8797" },
      runs: { type: "string", default: "3" },
      "load-seconds": { type: "string", default: "10" },
      "no-build": { type: "boolean", default: false },
      "no-lighthouse": { type: "boolean", default: false },
      "no-load": { type: "boolean", default: false },
      "no-floor": { type: "boolean", default: false },
      only: { type: "string" },
      "load-path": { type: "string" },
      home: { type: "string" },
      article: { type: "string" },
      category: { type: "string" },
      author: { type: "string" },
      search: { type: "string" },
      submit: { type: "string" },
      about: { type: "string" },
    },
  });
  const paths: Partial<Record<PageKind, string>> = {};
  for (const kind of pageKinds) if (values[kind]) paths[kind] = values[kind];
  const only = values.only?.split(",").map((kind) => kind.trim());
  const unknown = only?.filter((kind) => !(pageKinds as readonly string[]).includes(kind)) ?? [];
  if (unknown.length) throw new Error(`--only: unknown page type(s) ${unknown.join(", ")}`);
  return {
    port: Number(values.port),
    runs: Math.max(1, Number(values.runs)),
    loadSeconds: Math.max(1, Number(values["load-seconds"])),
    build: !values["no-build"],
    lighthouse: !values["no-lighthouse"],
    floor: !values["no-floor"],
    kinds: only ? pageKinds.filter((kind) => only.includes(kind)) : [...pageKinds],
    load: !values["no-load"],
    paths,
    loadPath: values["load-path"],
  };
}
