// `npm run editors -- drafts|scheduled|preview SLUG [--remote]`: what is not live yet, and a signed
// link that shows such a story as readers will see it (docs/editors/publishing.md). The lists read
// D1 through wrangler; the link is signed here, with the secret the Worker checks it against.
import { createHmac } from "node:crypto";
import {
  developmentPreviewSecret,
  previewLinkDays,
  previewLinkSeconds,
  previewMessage,
  previewUrl,
} from "../../app/lib/publishing/preview-link.ts";
import { d1Execute, type D1Target } from "../lib/wrangler.ts";

type Story = { slug: string; title: string; category: string; author_name: string; published_at: string };

const columns = "slug, title, category, author_name, published_at";
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "2030-01-04T09:00:00Z" → "2030-01-04 09:00 UTC". */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function inWords(ms: number) {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.round(hours / 24)} days`;
}

function rows(target: D1Target, command: string) {
  return (d1Execute(target, { command })[0]?.results ?? []) as Story[];
}

export function listDrafts(target: D1Target) {
  const drafts = rows(target, `SELECT ${columns} FROM articles WHERE status = 'draft' ORDER BY slug`);
  if (!drafts.length) return console.log("No drafts.");
  console.log(`${drafts.length} draft${drafts.length === 1 ? "" : "s"}, seen by no reader:\n`);
  for (const story of drafts) {
    console.log(`  ${story.slug}\n    "${story.title}" (${story.category}, ${story.author_name})`);
  }
}

export function listScheduled(target: D1Target, now = Date.now()) {
  const stamp = `${new Date(now).toISOString().slice(0, 19)}Z`;
  const scheduled = rows(
    target,
    `SELECT ${columns} FROM articles WHERE status = 'published' AND published_at > '${stamp}' ORDER BY published_at`,
  );
  if (!scheduled.length) return console.log("No scheduled stories.");
  console.log(`${scheduled.length} scheduled stor${scheduled.length === 1 ? "y" : "ies"}, soonest first:\n`);
  for (const story of scheduled) {
    const wait = inWords(Date.parse(story.published_at) - now);
    console.log(`  ${when(story.published_at)} (in ${wait})  ${story.slug}\n    "${story.title}"`);
  }
}

/** Prints a preview link for `slug`, signed for seven days with the deployment's (or the local) secret. */
export function printPreviewLink(
  target: D1Target,
  slug: string | undefined,
  url: string | undefined,
  now = Date.now(),
) {
  if (!slug || !slugPattern.test(slug)) throw new Error(`"${slug ?? ""}" is not a story's slug.`);
  const secret = target.remote ? process.env.PREVIEW_SECRET : developmentPreviewSecret;
  const siteUrl = url ?? process.env.SITE_URL ?? (target.remote ? "" : "http://localhost:8787");
  if (!secret || !siteUrl) {
    throw new Error(
      "With --remote, set SITE_URL (or pass --url) and PREVIEW_SECRET to the deployment's values.",
    );
  }
  const [story] = rows(target, `SELECT ${columns}, status FROM articles WHERE slug = '${slug}'`) as (Story & {
    status: string;
  })[];
  if (!story) throw new Error(`There is no story "${slug}" in the database: run npm run content:load first.`);
  const until = Math.floor(now / 1000) + previewLinkSeconds;
  const signature = createHmac("sha256", secret).update(previewMessage(slug, until)).digest("base64url");
  const state =
    story.status === "draft"
      ? "a draft"
      : Date.parse(story.published_at) > now
        ? `scheduled for ${when(story.published_at)}`
        : "already live";
  console.log(`Preview of "${story.title}" (${state}):\n`);
  console.log(previewUrl(siteUrl, slug, until, signature));
  console.log(
    `\nThe link works for ${previewLinkDays} days, until ${when(new Date(until * 1000).toISOString())}.`,
  );
}
