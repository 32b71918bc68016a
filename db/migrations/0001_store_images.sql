CREATE TABLE `store_images` (
	`shop_id` integer NOT NULL,
	`slot` integer NOT NULL,
	`image_key` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_images_shop_slot_idx` ON `store_images` (`shop_id`,`slot`);