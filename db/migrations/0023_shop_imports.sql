CREATE TABLE `shop_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_key` text NOT NULL,
	`url` text NOT NULL,
	`shop_id` integer,
	`status` text DEFAULT 'uploaded' NOT NULL,
	`tables_done` integer DEFAULT 0 NOT NULL,
	`tables_total` integer DEFAULT 0 NOT NULL,
	`owner_id` integer,
	`error` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_id`) REFERENCES `platform_owners`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_imports_file_key_unique` ON `shop_imports` (`file_key`);--> statement-breakpoint
CREATE INDEX `shop_imports_shop_idx` ON `shop_imports` (`shop_id`);