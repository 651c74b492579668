import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Each test file starts from the real schema and the real published content.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const count = await env.DB.prepare("SELECT count(*) AS n FROM articles").first<{ n: number }>();
if (!count?.n) {
  await env.DB.batch(env.TEST_CONTENT_STATEMENTS.map((statement) => env.DB.prepare(statement)));
}
