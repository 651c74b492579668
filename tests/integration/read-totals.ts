import { env } from "cloudflare:workers";

/** Every read counted for one story, over all hours. */
export async function readsOf(articleId: number) {
  const row = await env.DB.prepare(
    "SELECT coalesce(sum(reads), 0) AS n FROM read_counts WHERE article_id = ?",
  )
    .bind(articleId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
