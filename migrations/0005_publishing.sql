ALTER TABLE `articles` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `corrections` text DEFAULT '[]' NOT NULL;