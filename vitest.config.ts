import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { readAllContent } from "./scripts/content/read.ts";
import { contentStatements } from "./scripts/content/sql.ts";
import { publishingFixtures } from "./tests/publishing/fixtures.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
// The slow group: tests of `react-router build`'s output, and script tests that start wrangler for each
// case (the loader, the editors' command). `npm test` runs them after the build; `npm run test:unit`
// and `npm run test:fast` leave them out.
const slow = [
  "tests/scripts/deploy.test.ts",
  "tests/scripts/faults-pages.test.ts",
  "tests/scripts/editors.test.ts",
  "tests/content/loader.test.ts",
  "tests/scripts/publishing-pages.test.ts",
];
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig(async () => {
  const content = readAllContent(`${root}/content`);
  return {
    test: {
      // Vitest's default, one fewer than the cores, is a single worker on a 2-core machine, and the
      // Workers-pool files spend much of their time waiting (workerd starting, stalled bodies, rate-limit
      // windows): two files at a time there (decision 189). Each file has a Miniflare of its own.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          // API and model tests inside workerd, against real local D1 and KV.
          plugins: [
            cloudflareTest({
              main: "./tests/integration/worker.ts",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
                  TEST_CONTENT_STATEMENTS: contentStatements(content.authors, content.articles),
                  // The content plus a draft, a scheduled and a corrected story (tests/publishing/fixtures).
                  TEST_PUBLISHING_STATEMENTS: contentStatements(content.authors, [
                    ...content.articles,
                    ...publishingFixtures(),
                  ]),
                },
              },
            }),
          ],
          resolve: { alias },
          test: {
            name: "workers",
            include: ["tests/integration/**/*.test.ts"],
            setupFiles: ["./tests/integration/setup.ts"],
            // Many tests send dozens of requests through workerd one after another (caps, limits, fuzzing):
            // 2-3 s on a quiet machine, past vitest's default 5 s on a busy one (6.5 s seen at load 15).
            testTimeout: 30_000,
          },
        },
        {
          // Pure functions, content files and the migration check: plain Node, no build, no wrangler.
          resolve: { alias },
          test: {
            name: "node",
            environment: "node",
            include: [
              "tests/content/**/*.test.ts",
              "tests/lint/**/*.test.ts",
              "tests/scripts/**/*.test.ts",
              "tests/unit/**/*.test.ts",
            ],
            exclude: slow,
            testTimeout: 240_000,
            // Pure functions, files and lint rules: no module state a file leaves behind for the next (the
            // one fake clock is restored after each test), so workers are reused instead of started per
            // file. 55-63 s became 41-42 s on a loaded 2-core machine (decision 171).
            isolate: false,
          },
        },
        {
          // Tests of the build and of the scripts that start wrangler: `npm test` runs them after the build.
          resolve: { alias },
          test: {
            name: "slow",
            environment: "node",
            include: slow,
            testTimeout: 240_000,
            // As many files at a time as before decision 189 (Vitest's default): these start wrangler
            // servers and read the one build. A project with a worker count of its own needs a group
            // of its own, which runs after the others when all projects run together.
            maxWorkers: Math.max(1, availableParallelism() - 1),
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
