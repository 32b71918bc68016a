CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`shop_id` integer,
	`shop_url` text DEFAULT '' NOT NULL,
	`details` text DEFAULT '' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `platform_owners`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_events_time_idx` ON `audit_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_events_shop_idx` ON `audit_events` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`admin_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_admin_idx` ON `password_resets` (`admin_id`);--> statement-breakpoint
CREATE INDEX `password_resets_expires_idx` ON `password_resets` (`expires_at`);--> statement-breakpoint
ALTER TABLE `registrations` ADD `shop_id` integer REFERENCES shops(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `app_logs_time_idx` ON `app_logs` (`created_at`);