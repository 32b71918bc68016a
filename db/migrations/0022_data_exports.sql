CREATE TABLE `data_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`backup_id` integer,
	`status` text DEFAULT 'backing-up' NOT NULL,
	`files_done` integer DEFAULT 0 NOT NULL,
	`files_total` integer DEFAULT 0 NOT NULL,
	`claimed_at` integer,
	`file_key` text,
	`bytes` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`backup_id`) REFERENCES `shop_backups`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `data_exports_shop_idx` ON `data_exports` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `data_exports_time_idx` ON `data_exports` (`created_at`);