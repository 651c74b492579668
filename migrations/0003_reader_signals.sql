CREATE TABLE `read_counts` (
	`article_id` integer NOT NULL,
	`hour` text NOT NULL,
	`reads` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`article_id`, `hour`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `read_counts_hour_idx` ON `read_counts` (`hour`);--> statement-breakpoint
CREATE TABLE `read_views` (
	`view_id` text PRIMARY KEY NOT NULL,
	`hour` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `read_views_hour_idx` ON `read_views` (`hour`);--> statement-breakpoint
ALTER TABLE `votes` ADD `network` text;--> statement-breakpoint
ALTER TABLE `votes` ADD `wide_network` text;--> statement-breakpoint
CREATE INDEX `votes_article_network_idx` ON `votes` (`article_id`,`network`,`created_at`);--> statement-breakpoint
CREATE INDEX `votes_article_wide_network_idx` ON `votes` (`article_id`,`wide_network`,`created_at`);