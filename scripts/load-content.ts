// Validates every file under content/ and upserts it into D1 (local by default, --remote for
// production, --persist-to DIR for a separate local database such as the end-to-end one).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ContentError, readAllContent } from "./content/read.ts";
import { contentSql, countChanges, storedHashesSql } from "./content/sql.ts";
import { d1Execute, d1TargetFromArgs } from "./lib/wrangler.ts";

const target = d1TargetFromArgs(process.argv.slice(2));

let content;
try {
  content = readAllContent(join(process.cwd(), "content"));
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`Content error in ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const stored = d1Execute(target, { command: storedHashesSql })[0]?.results as { key: string; hash: string }[];
const changes = countChanges(stored ?? [], content.authors, content.articles);
if (changes.total > 0) {
  const sqlFile = join(mkdtempSync(join(tmpdir(), "future-dispatch-")), "content.sql");
  writeFileSync(sqlFile, contentSql(content.authors, content.articles));
  d1Execute(target, { file: sqlFile });
}
console.log(
  `Loaded ${content.articles.length} articles and ${content.authors.length} reporters into ` +
    `${target.remote ? "the remote" : "the local"} database: ${changes.total} row(s) changed ` +
    `(${changes.added} added, ${changes.updated} updated, ${changes.removed} removed).`,
);
