DROP INDEX `yaadi_lines_shop_yaadi_idx`;--> statement-breakpoint
CREATE INDEX `yaadi_lines_shop_yaadi_cover_idx` ON `yaadi_lines` (`shop_id`,`yaadi_id`,`product_id`,`unit_id`,`quantity_milli`,`name`);--> statement-breakpoint
DROP INDEX `yaadies_shop_time_idx`;--> statement-breakpoint
CREATE INDEX `yaadies_shop_time_cover_idx` ON `yaadies` (`shop_id`,`created_at`,`status`,`net_paise`,`total_paise`,`delivery_charges_paise`,`paid_at`);