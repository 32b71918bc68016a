CREATE TABLE `report_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`kind` text NOT NULL,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	`file_name` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`done_yaadies` integer DEFAULT 0 NOT NULL,
	`total_yaadies` integer DEFAULT 0 NOT NULL,
	`claimed_at` integer,
	`file_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `report_exports_shop_time_idx` ON `report_exports` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `report_exports_time_idx` ON `report_exports` (`created_at`);--> statement-breakpoint
DROP TABLE `export_jobs`;