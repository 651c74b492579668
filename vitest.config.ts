import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { readAllContent } from "./scripts/content/read.ts";
import { contentStatements } from "./scripts/content/sql.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
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
          // Content files, loader and editor scripts: plain Node.
          resolve: { alias },
          test: {
            name: "node",
            environment: "node",
            include: ["tests/content/**/*.test.ts", "tests/scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
            testTimeout: 240_000,
          },
        },
      ],
    },
  };
});
