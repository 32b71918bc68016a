CREATE TABLE `customer_data_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`subject` text NOT NULL,
	`yaadi_id` integer,
	`customer_id` integer,
	`name` text DEFAULT '' NOT NULL,
	`whatsapp` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'asked' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_data_requests_open_idx` ON `customer_data_requests` (`shop_id`,`subject`) WHERE "customer_data_requests"."status" = 'asked';--> statement-breakpoint
CREATE INDEX `customer_data_requests_shop_subject_idx` ON `customer_data_requests` (`shop_id`,`subject`,`created_at`);--> statement-breakpoint
ALTER TABLE `yaadies` ADD `details_deleted_at` integer;