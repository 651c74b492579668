import { ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { liveArticles } from "./visibility.server";

/** A correction's time: a bare date counts from the start of its day (UTC). */
const correctionTime = (date: string) => Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date);

/** Each correction of a live story, newest first (on the same day, by story), for `/corrections`. */
export async function listCorrections(db: Db) {
  const articles = liveArticles();
  const rows = await db
    .select({ slug: articles.slug, title: articles.title, corrections: articles.corrections })
    .from(articles)
    .where(ne(articles.corrections, []));
  return rows
    .flatMap(({ slug, title, corrections }) =>
      corrections.map((correction) => ({ slug, title, ...correction })),
    )
    .sort((a, b) => correctionTime(b.date) - correctionTime(a.date) || a.slug.localeCompare(b.slug));
}
