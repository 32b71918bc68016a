CREATE TABLE `pending_yaadies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`slot` integer NOT NULL,
	`lines` text DEFAULT '[]' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "pending_yaadies_slot_check" CHECK("pending_yaadies"."slot" between 1 and 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_yaadies_shop_slot_idx` ON `pending_yaadies` (`shop_id`,`slot`);--> statement-breakpoint
ALTER TABLE `report_exports` ADD `dealer` text DEFAULT '' NOT NULL;