import { createElement } from "react";
import type { Db } from "~/db/client.server";
import { EditionEmail, type EditionStory } from "~/emails/edition-email";
import { renderEmail } from "~/emails/render.server";
import { categoryByName } from "~/lib/config/categories";
import { newsletterName } from "~/lib/config/site";
import { editionPath } from "~/lib/newsletter/paths";
import { absoluteUrl, shareImagePath } from "~/lib/seo/urls";
import { formatLongDate } from "~/lib/utils/format";
import {
  insertEdition,
  latestEdition,
  storiesBetween,
  type StoryRow,
} from "~/models/newsletter/editions.server";

/** Stands for each subscriber's own unsubscribe link in a stored edition; the sender replaces it. */
export const unsubscribePlaceholder = "https://unsubscribe.invalid/%%token%%";
/** The first edition covers the week before it… */
const firstEditionSpanMs = 7 * 24 * 60 * 60 * 1000;
/** …or, in a quiet week, introduces the newest few stories, so the first Friday is never empty. */
const firstEditionFallbackStories = 5;

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
  const stored = await insertEdition(db, { ...next, storySlugs: JSON.stringify(next.storySlugs) });
  return stored ?? null;
}

/** The edition's subject, HTML and plain text, with the unsubscribe placeholder in both. */
export async function renderEdition(siteUrl: string, number: number, until: string, found: StoryRow[]) {
  const stories: EditionStory[] = found.map((story) => ({
    title: story.title,
    excerpt: story.excerpt,
    category: categoryByName(story.category)?.displayName ?? story.category,
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
  const subject = `${newsletterName} No. ${number}: ${found[0]!.title}`;
  return { subject, html, text };
}

/** One subscriber's copy: their own unsubscribe link in place of the placeholder. */
export const personalise = (body: string, unsubscribeUrl: string) =>
  body.replaceAll(unsubscribePlaceholder, unsubscribeUrl);
