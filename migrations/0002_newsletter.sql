CREATE TABLE `edition_deliveries` (
	`edition_number` integer NOT NULL,
	`subscriber_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`sent_at` text,
	PRIMARY KEY(`edition_number`, `subscriber_id`),
	FOREIGN KEY (`edition_number`) REFERENCES `newsletter_editions`(`number`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `newsletter_daily_sends` (
	`day` text PRIMARY KEY NOT NULL,
	`confirmations` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `newsletter_editions` (
	`number` integer PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`covers_from` text NOT NULL,
	`covers_until` text NOT NULL,
	`story_slugs` text NOT NULL,
	`recipient_count` integer DEFAULT 0 NOT NULL,
	`sent_count` integer DEFAULT 0 NOT NULL,
	`failed_count` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_editions_covers_until_unique` ON `newsletter_editions` (`covers_until`);--> statement-breakpoint
ALTER TABLE `subscribers` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `confirm_expires_at` text;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `confirmation_sent_at` text;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `confirmed_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_confirm_token_hash_unique` ON `subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `subscribers_status_idx` ON `subscribers` (`status`,`confirm_expires_at`);