CREATE TABLE `shop_backup_parts` (
	`backup_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`table_name` text NOT NULL,
	`part` integer NOT NULL,
	`rows` integer NOT NULL,
	`last_key` text,
	`file_key` text,
	`sha256` text DEFAULT '' NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`backup_id`) REFERENCES `shop_backups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_backup_parts_seq_idx` ON `shop_backup_parts` (`backup_id`,`seq`);--> statement-breakpoint
CREATE TABLE `shop_backups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`kind` text DEFAULT 'daily' NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`day` text NOT NULL,
	`started_by` text DEFAULT 'schedule' NOT NULL,
	`marks` text,
	`counts` text,
	`manifest_key` text,
	`bytes` integer DEFAULT 0 NOT NULL,
	`error` text DEFAULT '' NOT NULL,
	`started_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`touched_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shop_backups_shop_idx` ON `shop_backups` (`shop_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `shop_backups_status_idx` ON `shop_backups` (`status`);--> statement-breakpoint
CREATE TABLE `shop_restores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`backup_id` integer NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`step` integer DEFAULT 0 NOT NULL,
	`steps` integer DEFAULT 0 NOT NULL,
	`owner_id` integer,
	`error` text DEFAULT '' NOT NULL,
	`started_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`touched_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`backup_id`) REFERENCES `shop_backups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `platform_owners`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shop_restores_shop_idx` ON `shop_restores` (`shop_id`,`status`);