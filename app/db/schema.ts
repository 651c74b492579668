import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { voteChoices } from "../lib/schemas/vote";

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
    dateline: text("dateline").notNull(),
    publishedAt: text("published_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    contentHash: text("content_hash").notNull(),
  },
  (table) => [
    index("articles_category_published_idx").on(table.category, table.publishedAt),
    index("articles_author_published_idx").on(table.authorName, table.publishedAt),
    index("articles_published_idx").on(table.publishedAt),
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

export const subscribers = sqliteTable("subscribers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  status: text("status", { enum: ["active", "unsubscribed"] })
    .notNull()
    .default("active"),
  createdAt: text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  unsubscribedAt: text("unsubscribed_at"),
});

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
