import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { liveArticles } from "./visibility.server";

// An article's readable text (lede and body) is what search snippets are cut from. It is kilobytes per
// article and changes only when content is loaded, so an isolate keeps it between requests, checked
// against the content hash the index query returns, instead of reading every matching body from D1.
const maxEntries = 2000;
const texts = new Map<number, { contentHash: string; text: string }>();

/** The readable text of each article, by id, from memory when its hash is unchanged. */
export async function articleTexts(db: Db, rows: { id: number; contentHash: string }[]) {
  const found = new Map<number, string>();
  const missing: number[] = [];
  for (const { id, contentHash } of rows) {
    const known = texts.get(id);
    if (known?.contentHash === contentHash) found.set(id, known.text);
    else missing.push(id);
  }
  if (missing.length) {
    const articles = liveArticles();
    const loaded = await db
      .select({
        id: articles.id,
        contentHash: articles.contentHash,
        lede: articles.lede,
        bodyText: articles.bodyText,
      })
      .from(articles)
      .where(inArray(articles.id, missing));
    if (texts.size + loaded.length > maxEntries) texts.clear();
    for (const { id, contentHash, lede, bodyText } of loaded) {
      const text = `${lede} ${bodyText}`;
      texts.set(id, { contentHash, text });
      found.set(id, text);
    }
  }
  return found;
}
