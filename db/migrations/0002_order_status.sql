ALTER TABLE `yaadies` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `yaadies` ADD `edited_at` integer;--> statement-breakpoint
-- The status now carries the cancellation (placed → accepted → packed → delivered, or cancelled); the unused
-- 'pending' and 'done' of the first schema become 'placed' and 'delivered'.
UPDATE `yaadies` SET `status` = CASE WHEN `cancelled` = 1 THEN 'cancelled' WHEN `status` = 'done' THEN 'delivered' WHEN `status` = 'pending' THEN 'placed' ELSE `status` END;--> statement-breakpoint
ALTER TABLE `yaadies` DROP COLUMN `cancelled`;
