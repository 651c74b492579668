import { and, desc, eq, gt, lte } from "drizzle-orm";
import { createElement } from "react";
import type { Db } from "~/db/client.server";
import { articles, newsletterEditions } from "~/db/schema";
import { EditionEmail, type EditionStory } from "~/emails/edition-email";
import { renderEmail } from "~/emails/render.server";
import { categoryByName } from "~/lib/config/categories";
import { absoluteUrl, shareImagePath } from "~/lib/seo/urls";
import { formatLongDate } from "~/lib/utils/format";

/** Stands for each subscriber's own unsubscribe link in a stored edition; the sender replaces it. */
export const unsubscribePlaceholder = "https://unsubscribe.invalid/%%token%%";
/** The first edition covers the week before it… */
const firstEditionSpanMs = 7 * 24 * 60 * 60 * 1000;
/** …or, in a quiet week, introduces the newest few stories, so the first Friday is never empty. */
const firstEditionFallbackStories = 5;

export const editionPath = (number: number) => `/newsletter/editions/${number}`;
export const editionsPath = "/newsletter/editions";
export const unsubscribePagePath = (token: string) => `/unsubscribe?token=${token}`;
export const oneClickUnsubscribePath = (token: string) => `/api/newsletter/unsubscribe?token=${token}`;

/** The newest edition, or undefined before the first. */
export async function latestEdition(db: Db) {
  const [row] = await db.select().from(newsletterEditions).orderBy(desc(newsletterEditions.number)).limit(1);
  return row;
}

/** Stories published after `from` and up to `until`, newest first (at most `limit`). */
export async function storiesBetween(db: Db, from: string, until: string, limit = -1) {
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

/**
 * The next edition as it would be written at `now`: the stories since the last edition (for the
 * first, the week before, or the newest five if that week had none), or null when there is nothing
 * new. Nothing is stored.
 */
export async function composeNextEdition(db: Db, siteUrl: string, now: Date) {
  const until = now.toISOString();
  const last = await latestEdition(db);
  if (last && last.coversUntil >= until) return null;
  const from = last?.coversUntil ?? new Date(now.getTime() - firstEditionSpanMs).toISOString();
  let found = await storiesBetween(db, from, until);
  if (!last && !found.length) found = await storiesBetween(db, "", until, firstEditionFallbackStories);
  if (!found.length) return null;
  const number = (last?.number ?? 0) + 1;
  const rendered = await renderEdition(siteUrl, number, until, found);
  return {
    number,
    coversFrom: from,
    coversUntil: until,
    storySlugs: found.map((story) => story.slug),
    ...rendered,
  };
}

/** Writes and stores the next edition; null if there is nothing new or it is already stored. */
export async function createNextEdition(db: Db, siteUrl: string, now: Date) {
  const next = await composeNextEdition(db, siteUrl, now);
  if (!next) return null;
  const [stored] = await db
    .insert(newsletterEditions)
    .values({ ...next, storySlugs: JSON.stringify(next.storySlugs) })
    // A second run of the same cron (or one racing it) finds the edition already written.
    .onConflictDoNothing()
    .returning();
  return stored ?? null;
}

type StoryRow = Awaited<ReturnType<typeof storiesBetween>>[number];

/** The edition's subject, HTML and plain text, with the unsubscribe placeholder in both. */
export async function renderEdition(siteUrl: string, number: number, until: string, found: StoryRow[]) {
  const stories: EditionStory[] = found.map((story) => ({
    title: story.title,
    excerpt: story.excerpt,
    category: categoryByName(story.category)?.gridLabel ?? story.category,
    authorName: story.authorName,
    url: absoluteUrl(siteUrl, `/articles/${story.slug}`),
    imageUrl: absoluteUrl(siteUrl, shareImagePath(story.slug)),
    imageAlt: story.imageAlt,
  }));
  const { html, text } = await renderEmail(
    createElement(EditionEmail, {
      number,
      dateline: formatLongDate(until),
      stories,
      siteUrl: absoluteUrl(siteUrl, "/"),
      archiveUrl: absoluteUrl(siteUrl, editionPath(number)),
      unsubscribeUrl: unsubscribePlaceholder,
    }),
  );
  const subject = `The week in the future, No. ${number}: ${found[0]!.title}`;
  return { subject, html, text };
}

/** One subscriber's copy: their own unsubscribe link in place of the placeholder. */
export const personalise = (body: string, unsubscribeUrl: string) =>
  body.replaceAll(unsubscribePlaceholder, unsubscribeUrl);

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
