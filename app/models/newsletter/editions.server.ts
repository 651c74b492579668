import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newsletterEditions } from "~/db/schema";
import { liveArticles } from "../visibility.server";

/** The newest edition, or undefined before the first. */
export async function latestEdition(db: Db) {
  const [row] = await db.select().from(newsletterEditions).orderBy(desc(newsletterEditions.number)).limit(1);
  return row;
}

/**
 * Stories published after `from` and up to `until`, newest first (at most `limit`). A scheduled story
 * counts from when it went live, so it is in the first edition written after its time, never before.
 */
export async function storiesBetween(db: Db, from: string, until: string, limit = -1) {
  const articles = liveArticles(Date.parse(until));
  return db
    .select({
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      category: articles.category,
      authorName: articles.authorName,
      imageAlt: articles.imageAlt,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(and(gt(articles.publishedAt, from), lte(articles.publishedAt, until)))
    .orderBy(desc(articles.publishedAt))
    .limit(limit);
}

export type StoryRow = Awaited<ReturnType<typeof storiesBetween>>[number];

/** Stores a written edition; undefined if that number is already stored. */
export async function insertEdition(db: Db, edition: typeof newsletterEditions.$inferInsert) {
  const [stored] = await db
    .insert(newsletterEditions)
    .values(edition)
    // A second run of the same cron (or one racing it) finds the edition already written.
    .onConflictDoNothing()
    .returning();
  return stored;
}

/** The archive: every edition, newest first, without the bodies. */
export async function listEditions(db: Db) {
  return db
    .select({
      number: newsletterEditions.number,
      subject: newsletterEditions.subject,
      coversUntil: newsletterEditions.coversUntil,
      createdAt: newsletterEditions.createdAt,
    })
    .from(newsletterEditions)
    .orderBy(desc(newsletterEditions.number));
}

/** One edition for its archive page: its subject, dates and the slugs of its stories. */
export async function getEdition(db: Db, number: number) {
  const [edition] = await db
    .select({
      number: newsletterEditions.number,
      subject: newsletterEditions.subject,
      coversUntil: newsletterEditions.coversUntil,
      storySlugs: newsletterEditions.storySlugs,
    })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.number, number))
    .limit(1);
  if (!edition) return undefined;
  return { ...edition, storySlugs: JSON.parse(edition.storySlugs) as string[] };
}

/** How many stories the newsletter's page and the empty archive show from an edition or the sample. */
const previewStories = 3;

/**
 * What a reader considering the newsletter sees of it: the latest edition's first stories, or, before
 * the first edition, the newest stories as a sample of what one carries.
 */
export async function editionPreview(db: Db) {
  const last = await latestEdition(db);
  const slugs = last
    ? (JSON.parse(last.storySlugs) as string[]).slice(0, previewStories)
    : (await storiesBetween(db, "", new Date().toISOString(), previewStories)).map((story) => story.slug);
  const edition = last && { number: last.number, subject: last.subject, coversUntil: last.coversUntil };
  return { edition, slugs };
}

/** The Friday 08:00 UTC the schedule sends the next edition on (decision 113), after `now`. */
export function nextSendingDay(now: Date) {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8));
  next.setUTCDate(next.getUTCDate() + ((5 - next.getUTCDay() + 7) % 7));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 7);
  return next;
}
