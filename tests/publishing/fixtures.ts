// The test-only stories of tests/fixtures/publishing.ts, read by the real content loader.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readArticle } from "../../scripts/content/read.ts";

export const publishingFixtureDir = join(import.meta.dirname, "fixtures");

export function publishingFixtures() {
  const root = join(import.meta.dirname, "../..");
  return readdirSync(publishingFixtureDir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => readArticle(join(publishingFixtureDir, name), root));
}
