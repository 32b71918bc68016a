DROP INDEX `yaadi_lines_shop_product_idx`;--> statement-breakpoint
ALTER TABLE `yaadi_lines` ADD `ordered_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every line carries its yaadi's time; the database stamps it, so no insert can get it wrong (docs/decisions/0013).
UPDATE `yaadi_lines` SET `ordered_at` = (SELECT `created_at` FROM `yaadies` WHERE `yaadies`.`id` = `yaadi_lines`.`yaadi_id`);--> statement-breakpoint
CREATE TRIGGER `yaadi_lines_stamp_ordered_at` AFTER INSERT ON `yaadi_lines` BEGIN UPDATE `yaadi_lines` SET `ordered_at` = (SELECT `created_at` FROM `yaadies` WHERE `yaadies`.`id` = NEW.`yaadi_id`) WHERE `id` = NEW.`id`; END;--> statement-breakpoint
-- The product never moves a yaadi's time, but should anything do so, its lines move with it.
CREATE TRIGGER `yaadies_created_at_to_lines` AFTER UPDATE OF `created_at` ON `yaadies` BEGIN UPDATE `yaadi_lines` SET `ordered_at` = NEW.`created_at` WHERE `shop_id` = NEW.`shop_id` AND `yaadi_id` = NEW.`id`; END;--> statement-breakpoint
-- Nor can a line be given another time than its yaadi's.
CREATE TRIGGER `yaadi_lines_ordered_at_fixed` BEFORE UPDATE OF `ordered_at` ON `yaadi_lines` WHEN NEW.`ordered_at` IS NOT (SELECT `created_at` FROM `yaadies` WHERE `yaadies`.`id` = NEW.`yaadi_id`) BEGIN SELECT RAISE(ABORT, 'a line''s time is its yaadi''s'); END;--> statement-breakpoint
CREATE INDEX `yaadi_lines_shop_product_time_idx` ON `yaadi_lines` (`shop_id`,`product_id`,`unit_id`,`ordered_at`,`quantity_milli`);
