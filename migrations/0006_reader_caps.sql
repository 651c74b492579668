CREATE TABLE `newsletter_network_sends` (
	`network` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`confirmations` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `newsletter_network_sends_day_idx` ON `newsletter_network_sends` (`day`);--> statement-breakpoint
CREATE TABLE `read_networks` (
	`network` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`reads` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `read_networks_day_idx` ON `read_networks` (`day`);