import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { readAllContent } from "./scripts/content/read.ts";
import { contentStatements } from "./scripts/content/sql.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
// Run only after `react-router build` (the slow group); `npm run test:unit` leaves them out.
const needBuild = ["tests/scripts/deploy.test.ts", "tests/scripts/faults-pages.test.ts"];
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig(async () => {
  const content = readAllContent(`${root}/content`);
  return {
    test: {
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
                },
              },
            }),
          ],
          resolve: { alias },
          test: {
            name: "workers",
            include: ["tests/integration/**/*.test.ts"],
            setupFiles: ["./tests/integration/setup.ts"],
          },
        },
        {
          // Pure functions, content files, the loader and editor scripts: plain Node, no build needed.
          resolve: { alias },
          test: {
            name: "node",
            environment: "node",
            include: ["tests/content/**/*.test.ts", "tests/scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
            exclude: needBuild,
            testTimeout: 240_000,
          },
        },
        {
          // Tests of `react-router build`'s output: `npm test` runs them after the build.
          resolve: { alias },
          test: { name: "build", environment: "node", include: needBuild, testTimeout: 240_000 },
        },
      ],
    },
  };
});
