// What a load publishes, schedules, keeps as draft and unpublishes, and the check that refuses to
// backdate a story that readers have not seen yet.
import { ContentError, type ArticleRecord } from "./read.ts";

/** A story as D1 holds it before the load. */
export type StoredArticle = { id: number; slug: string; status: string; publishedAt: string };

export const storedArticlesSql =
  "SELECT id, slug, status, published_at AS publishedAt FROM articles ORDER BY published_at";

/**
 * How far in the past a story that is not live yet may be dated: the minutes between an editor
 * writing "now" into the file and running the load. Anything earlier would put the story in the
 * past, below stories readers have already seen, and out of the weekly edition of the week it went live.
 */
export const scheduleGraceMinutes = 10;

const isLiveAt = (story: { status: string; publishedAt: string }, now: number) =>
  story.status === "published" && Date.parse(story.publishedAt) <= now;

/**
 * Refuses a story that is stored as a draft or as scheduled (not live yet) and whose file now dates
 * it in the past. A story new to the database keeps the date its file gives (a first load of the
 * whole archive is all "new").
 */
export function checkSchedules(articles: ArticleRecord[], stored: StoredArticle[], now: number) {
  const before = new Map(stored.map((story) => [story.id, story]));
  for (const article of articles) {
    const was = before.get(article.id);
    if (!was || isLiveAt(was, now) || article.status === "draft") continue;
    if (Date.parse(article.publishedAt) >= now - scheduleGraceMinutes * 60_000) continue;
    const state = was.status === "draft" ? "is a draft" : `is scheduled for ${was.publishedAt}`;
    throw new ContentError(
      `${article.file}: field "publishedAt": ${article.publishedAt} is in the past, and the story ${state}, ` +
        "not live yet: set the time it goes live, now or later",
    );
  }
}

/** The stories a load leaves live, scheduled (soonest first) and in draft, and the live ones it takes down. */
export function publishingCounts(articles: ArticleRecord[], stored: StoredArticle[], now: number) {
  const after = new Map(articles.map((article) => [article.id, article]));
  const scheduled = articles
    .filter((article) => article.status === "published" && !isLiveAt(article, now))
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  const unpublished = stored.filter((story) => {
    const next = after.get(story.id);
    return isLiveAt(story, now) && (!next || !isLiveAt(next, now));
  });
  return {
    published: articles.filter((article) => isLiveAt(article, now)).length,
    scheduled,
    drafts: articles.filter((article) => article.status === "draft").length,
    unpublished: unpublished.length,
  };
}
