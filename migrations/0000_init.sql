CREATE TABLE `articles` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`category` text NOT NULL,
	`author_name` text NOT NULL,
	`lede` text NOT NULL,
	`body_html` text NOT NULL,
	`body_text` text NOT NULL,
	`read_time_minutes` integer NOT NULL,
	`image_src` text NOT NULL,
	`image_alt` text NOT NULL,
	`image_width` integer NOT NULL,
	`image_height` integer NOT NULL,
	`badge` text,
	`dateline` text NOT NULL,
	`published_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`content_hash` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_category_published_idx` ON `articles` (`category`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_author_published_idx` ON `articles` (`author_name`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_published_idx` ON `articles` (`published_at`);--> statement-breakpoint
CREATE TABLE `authors` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`home_role` text NOT NULL,
	`tagline` text NOT NULL,
	`bio_html` text NOT NULL,
	`portrait_src` text NOT NULL,
	`portrait_alt` text NOT NULL,
	`portrait_width` integer NOT NULL,
	`portrait_height` integer NOT NULL,
	`content_hash` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `authors_name_unique` ON `authors` (`name`);--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_name` text NOT NULL,
	`email` text NOT NULL,
	`headline` text NOT NULL,
	`future_category` text NOT NULL,
	`probability` text NOT NULL,
	`timeline_category` text NOT NULL,
	`transmission_details` text NOT NULL,
	`source_url` text,
	`editor_consent` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "submissions_status_check" CHECK("submissions"."status" in ('pending', 'approved', 'rejected', 'spam'))
);
--> statement-breakpoint
CREATE INDEX `submissions_status_created_idx` ON `submissions` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`unsubscribed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_email_unique` ON `subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_unsubscribe_token_unique` ON `subscribers` (`unsubscribe_token`);--> statement-breakpoint
CREATE TABLE `votes` (
	`article_id` integer NOT NULL,
	`voter_id` text NOT NULL,
	`choice` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`article_id`, `voter_id`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "votes_choice_check" CHECK("votes"."choice" in ('yes', 'maybe', 'no'))
);
