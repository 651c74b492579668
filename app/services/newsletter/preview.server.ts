import type { Db } from "~/db/client.server";
import { toArticleRows } from "~/lib/server/article-rows.server";
import { listArticlesBySlugs } from "~/models/articles.server";
import { listAuthors } from "~/models/authors.server";
import { editionPath } from "~/lib/newsletter/paths";
import { editionPreview } from "~/models/newsletter/editions.server";

/**
 * The newsletter's page and its empty archive show what an edition carries: the latest edition's first
 * stories as the site's rows, or before the first edition a sample of the newest. The reporters come
 * along, since the page says who writes it.
 */
export async function loadEditionPreview(db: Db) {
  const [{ edition, slugs }, reporters] = await Promise.all([editionPreview(db), listAuthors(db)]);
  const stories = toArticleRows(await listArticlesBySlugs(db, slugs), reporters);
  return {
    edition: edition ? { ...edition, path: editionPath(edition.number) } : null,
    stories,
    reporters: reporters.map(({ name, slug, role }) => ({ name, slug, role })),
  };
}
