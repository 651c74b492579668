// Validates every file under content/ and upserts it into D1 (local by default, --remote for
// production, --persist-to DIR for a separate local database such as the end-to-end one).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ContentError, readAllContent } from "./content/read.ts";
import {
  checkSchedules,
  publishingCounts,
  storedArticlesSql,
  type StoredArticle,
} from "./content/publishing.ts";
import { contentSql, countChanges, storedHashesSql } from "./content/sql.ts";
import { readArgs } from "./lib/args.ts";
import { d1Execute, d1Target, d1TargetOptions } from "./lib/wrangler.ts";

const usage = "Usage: npm run content:load [-- --remote | --persist-to DIR]";
const target = d1Target(readArgs({ options: d1TargetOptions }, usage).values);

function refuseBadContent(check: () => void) {
  try {
    check();
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`Content error in ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

let content!: ReturnType<typeof readAllContent>;
refuseBadContent(() => (content = readAllContent(join(process.cwd(), "content"))));

const [hashes, storedArticles] = d1Execute(target, { command: `${storedHashesSql}; ${storedArticlesSql}` });
const stored = hashes?.results as { key: string; hash: string }[] | undefined;
const before = (storedArticles?.results ?? []) as StoredArticle[];
// One clock for the whole load: what is checked as "not live yet" is what is counted as scheduled.
const now = Date.now();
refuseBadContent(() => checkSchedules(content.articles, before, now));

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
const counts = publishingCounts(content.articles, before, now);
console.log(
  `Stories: ${counts.published} published, ${counts.scheduled.length} scheduled, ` +
    `${counts.drafts} kept as draft, ${counts.unpublished} unpublished.`,
);
for (const story of counts.scheduled)
  console.log(`  Scheduled: ${story.slug} goes live ${story.publishedAt}`);
