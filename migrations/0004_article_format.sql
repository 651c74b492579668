ALTER TABLE `articles` ADD `format` text DEFAULT 'report' NOT NULL;--> statement-breakpoint
CREATE INDEX `articles_format_published_idx` ON `articles` (`format`,`published_at`);