// Command-line options of `npm run bench`. Every page can be pointed elsewhere, e.g.
//   npm run bench -- --article /articles/zero-waste-2055 --search "/search?q=moon" --runs 5
import { parseArgs } from "node:util";

export const pageKinds = ["home", "article", "category", "author", "search"] as const;
export type PageKind = (typeof pageKinds)[number];

export type BenchOptions = {
  port: number;
  runs: number;
  loadSeconds: number;
  build: boolean;
  lighthouse: boolean;
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
      "load-path": { type: "string" },
      home: { type: "string" },
      article: { type: "string" },
      category: { type: "string" },
      author: { type: "string" },
      search: { type: "string" },
    },
  });
  const paths: Partial<Record<PageKind, string>> = {};
  for (const kind of pageKinds) if (values[kind]) paths[kind] = values[kind];
  return {
    port: Number(values.port),
    runs: Math.max(1, Number(values.runs)),
    loadSeconds: Math.max(1, Number(values["load-seconds"])),
    build: !values["no-build"],
    lighthouse: !values["no-lighthouse"],
    load: !values["no-load"],
    paths,
    loadPath: values["load-path"],
  };
}
