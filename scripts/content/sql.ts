import type { ArticleRecord, AuthorRecord } from "./read.ts";
import { modifiedAt } from "./schema.ts";

function literal(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * One upsert per row that only writes when the row's content hash changed, so loading the same
 * files twice changes nothing; rows whose files were removed are unpublished. A reporter's
 * `updated_at` is the time of the load that changed the row; a story's is in the row (`modifiedAt`).
 */
function upsert(
  table: string,
  key: string,
  row: Record<string, string | number | null | undefined>,
  { stampUpdate = true } = {},
) {
  const columns = Object.keys(row);
  const updates = columns
    .filter((column) => column !== key && (column !== "updated_at" || !stampUpdate))
    .map((column) => `${column} = excluded.${column}`);
  if (stampUpdate) updates.push("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
  return (
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => literal(row[c])).join(", ")})\n` +
    `  ON CONFLICT(${key}) DO UPDATE SET ${updates.join(", ")}\n` +
    `  WHERE ${table}.content_hash IS NOT excluded.content_hash;`
  );
}

/** The statements that make D1 match the content files, in order; each is one SQL statement. */
export function contentStatements(authors: AuthorRecord[], articles: ArticleRecord[]): string[] {
  const statements = [
    `DELETE FROM articles WHERE id NOT IN (${articles.map((a) => a.id).join(", ") || "NULL"});`,
    `DELETE FROM authors WHERE slug NOT IN (${authors.map((a) => literal(a.slug)).join(", ") || "NULL"});`,
    ...authors.map((author) =>
      upsert("authors", "slug", {
        slug: author.slug,
        name: author.name,
        role: author.role,
        home_role: author.homeRole,
        tagline: author.tagline,
        bio_html: author.bioHtml,
        portrait_src: author.portrait.src,
        portrait_alt: author.portrait.alt,
        portrait_width: author.portrait.width,
        portrait_height: author.portrait.height,
        content_hash: author.contentHash,
        updated_at: new Date(0).toISOString(),
      }),
    ),
    ...articles.map((article) =>
      upsert(
        "articles",
        "id",
        {
          id: article.id,
          slug: article.slug,
          title: article.title,
          excerpt: article.excerpt,
          category: article.category,
          author_name: article.author,
          lede: article.lede,
          body_html: article.bodyHtml,
          body_text: article.bodyText,
          read_time_minutes: article.readTimeMinutes,
          image_src: article.image.src,
          image_alt: article.image.alt,
          image_width: article.image.width,
          image_height: article.image.height,
          badge: article.badge ?? null,
          format: article.format,
          dateline: article.dateline,
          published_at: article.publishedAt,
          updated_at: modifiedAt(article),
          content_hash: article.contentHash,
          status: article.status,
          corrections: JSON.stringify(article.corrections),
        },
        { stampUpdate: false },
      ),
    ),
  ];
  return statements;
}

export function contentSql(authors: AuthorRecord[], articles: ArticleRecord[]): string {
  return contentStatements(authors, articles).join("\n") + "\n";
}

export const storedHashesSql =
  "SELECT 'article:' || id AS key, content_hash AS hash FROM articles " +
  "UNION ALL SELECT 'author:' || slug, content_hash FROM authors";

/** Rows a load will add, rewrite or remove, given the hashes stored now (search-index writes excluded). */
export function countChanges(
  stored: { key: string; hash: string }[],
  authors: AuthorRecord[],
  articles: ArticleRecord[],
) {
  const before = new Map(stored.map((row) => [row.key, row.hash]));
  const after = new Map<string, string>([
    ...authors.map((author) => [`author:${author.slug}`, author.contentHash] as const),
    ...articles.map((article) => [`article:${article.id}`, article.contentHash] as const),
  ]);
  let added = 0;
  let updated = 0;
  for (const [key, hash] of after) {
    if (!before.has(key)) added++;
    else if (before.get(key) !== hash) updated++;
  }
  const removed = [...before.keys()].filter((key) => !after.has(key)).length;
  return { added, updated, removed, total: added + updated + removed };
}
