import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { formats } from "../lib/config/formats";
import { voteChoices } from "../lib/config/vote-choices";
import type { Correction } from "../types/content";

export const authors = sqliteTable("authors", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull().unique(),
  role: text("role").notNull(),
  homeRole: text("home_role").notNull(),
  tagline: text("tagline").notNull(),
  bioHtml: text("bio_html").notNull(),
  portraitSrc: text("portrait_src").notNull(),
  portraitAlt: text("portrait_alt").notNull(),
  portraitWidth: integer("portrait_width").notNull(),
  portraitHeight: integer("portrait_height").notNull(),
  contentHash: text("content_hash").notNull(),
  updatedAt: text("updated_at").notNull(),
});

export const articleStatuses = ["published", "draft"] as const;

export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    authorName: text("author_name").notNull(),
    lede: text("lede").notNull(),
    bodyHtml: text("body_html").notNull(),
    bodyText: text("body_text").notNull(),
    readTimeMinutes: integer("read_time_minutes").notNull(),
    imageSrc: text("image_src").notNull(),
    imageAlt: text("image_alt").notNull(),
    imageWidth: integer("image_width").notNull(),
    imageHeight: integer("image_height").notNull(),
    badge: text("badge", { enum: ["featured", "trending", "breaking"] }),
    /** The piece's form (app/lib/config/formats.ts); a report unless the content file says otherwise. */
    format: text("format", { enum: formats }).notNull().default("report"),
    dateline: text("dateline").notNull(),
    publishedAt: text("published_at").notNull(),
    /** The later of `publishedAt` and the newest correction: what dateModified, feeds and the sitemap show. */
    updatedAt: text("updated_at").notNull(),
    contentHash: text("content_hash").notNull(),
    /**
     * A draft is shown to nobody; a published story is shown once `publishedAt` has passed, so a
     * future `publishedAt` schedules it (app/models/visibility.server.ts is the one place that decides).
     */
    status: text("status", { enum: articleStatuses }).notNull().default("published"),
    /** The story's corrections, oldest first, as JSON (`Correction[]`). */
    corrections: text("corrections", { mode: "json" }).$type<Correction[]>().notNull().default([]),
  },
  (table) => [
    index("articles_category_published_idx").on(table.category, table.publishedAt),
    index("articles_author_published_idx").on(table.authorName, table.publishedAt),
    index("articles_published_idx").on(table.publishedAt),
    index("articles_format_published_idx").on(table.format, table.publishedAt),
  ],
);

export const votes = sqliteTable(
  "votes",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    voterId: text("voter_id").notNull(),
    choice: text("choice", { enum: voteChoices }).notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    // Keyed hashes (never the address) of the voter's network: the IPv4 address or IPv6 /64, and the
    // wider block (the IPv6 /48; an IPv4 address again). The per-story caps count these (decision 116).
    network: text("network"),
    wideNetwork: text("wide_network"),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.voterId] }),
    check("votes_choice_check", sql`${table.choice} in ('yes', 'maybe', 'no')`),
    index("votes_article_network_idx").on(table.articleId, table.network, table.createdAt),
    index("votes_article_wide_network_idx").on(table.articleId, table.wideNetwork, table.createdAt),
  ],
);

/** Reads per story per hour (`hour` is `YYYY-MM-DDTHH`, UTC), summed from the read beacons (decision 118). */
export const readCounts = sqliteTable(
  "read_counts",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    hour: text("hour").notNull(),
    reads: integer("reads").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.hour] }),
    index("read_counts_hour_idx").on(table.hour),
  ],
);

/**
 * Page views already counted: a random id the page made for itself, kept two days so a repeated
 * beacon from one page view is counted once. Nothing here names a reader or their address.
 */
export const readViews = sqliteTable(
  "read_views",
  {
    viewId: text("view_id").primaryKey(),
    hour: text("hour").notNull(),
  },
  (table) => [index("read_views_hour_idx").on(table.hour)],
);

/**
 * Reads counted per network per story per UTC day, for the read caps (decision 151). `network` is a
 * keyed hash of the day, the story and the network (an IPv4 address or /24, an IPv6 /64 or /48), so
 * the table holds no address and links nothing across stories or days; rows go after two days.
 */
export const readNetworks = sqliteTable(
  "read_networks",
  {
    network: text("network").primaryKey(),
    day: text("day").notNull(),
    reads: integer("reads").notNull().default(0),
  },
  (table) => [index("read_networks_day_idx").on(table.day)],
);

export const subscriberStatuses = ["pending", "active", "unsubscribed"] as const;

/**
 * Newsletter subscribers. A sign-up is `pending` until its owner presses the button behind the
 * confirmation link (double opt-in); only `active` addresses receive editions. The confirmation token
 * is stored as its SHA-256 hash, so a copy of the table cannot confirm anyone.
 */
export const subscribers = sqliteTable(
  "subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("active"),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    unsubscribedAt: text("unsubscribed_at"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: text("confirm_expires_at"),
    confirmationSentAt: text("confirmation_sent_at"),
    confirmedAt: text("confirmed_at"),
  },
  (table) => [index("subscribers_status_idx").on(table.status, table.confirmExpiresAt)],
);

/** Confirmation emails sent per UTC day, for the daily global cap (NEWSLETTER_DAILY_CONFIRMATIONS). */
export const newsletterDailySends = sqliteTable("newsletter_daily_sends", {
  day: text("day").primaryKey(),
  confirmations: integer("confirmations").notNull().default(0),
});

/** One weekly edition: what was sent, kept for the archive and for editors. */
/**
 * Confirmation emails sent per network per UTC day, each network's share of the daily cap (decision
 * 153). `network` is a keyed hash of the day and the network (an IPv4 address or /24, an IPv6 /64 or
 * /48): no address is stored. Rows go after two days.
 */
export const newsletterNetworkSends = sqliteTable(
  "newsletter_network_sends",
  {
    network: text("network").primaryKey(),
    day: text("day").notNull(),
    confirmations: integer("confirmations").notNull().default(0),
  },
  (table) => [index("newsletter_network_sends_day_idx").on(table.day)],
);

export const newsletterEditions = sqliteTable("newsletter_editions", {
  number: integer("number").primaryKey(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  /** The stories are those published after `coversFrom` and up to `coversUntil`. */
  coversFrom: text("covers_from").notNull(),
  coversUntil: text("covers_until").notNull().unique(),
  storySlugs: text("story_slugs").notNull(),
  recipientCount: integer("recipient_count").notNull().default(0),
  sentCount: integer("sent_count").notNull().default(0),
  failedCount: integer("failed_count").notNull().default(0),
  createdAt: text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

export const deliveryStatuses = ["pending", "sending", "sent", "failed"] as const;

/**
 * One row per edition and subscriber: the send is claimed here before the email goes out, so a
 * re-run cron, a retried batch or a crashed consumer never sends a second copy.
 */
export const editionDeliveries = sqliteTable(
  "edition_deliveries",
  {
    editionNumber: integer("edition_number")
      .notNull()
      .references(() => newsletterEditions.number, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
  },
  // No index on status: the planner would pick it for a batch's claim (edition and status) and scan
  // every pending row of the edition for each batch of 50, quadratic in the list (measured by
  // bench:newsletter). The primary key finds a batch's rows directly.
  (table) => [primaryKey({ columns: [table.editionNumber, table.subscriberId] })],
);

export const submissionStatuses = ["pending", "approved", "rejected", "spam"] as const;

export const submissions = sqliteTable(
  "submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reporterName: text("reporter_name").notNull(),
    email: text("email").notNull(),
    headline: text("headline").notNull(),
    futureCategory: text("future_category").notNull(),
    probability: text("probability").notNull(),
    timelineCategory: text("timeline_category").notNull(),
    transmissionDetails: text("transmission_details").notNull(),
    sourceUrl: text("source_url"),
    editorConsent: integer("editor_consent", { mode: "boolean" }).notNull(),
    status: text("status", { enum: submissionStatuses }).notNull().default("pending"),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    index("submissions_status_created_idx").on(table.status, table.createdAt),
    check("submissions_status_check", sql`${table.status} in ('pending', 'approved', 'rejected', 'spam')`),
  ],
);
