-- The store page is cached under its shop's catalogue_version (docs/decisions/0017). The database bumps it on every
-- write a customer could see, so no write path (panel, back office, sheet upload, a future screen) can forget to.
CREATE TRIGGER `products_insert_bumps_page` AFTER INSERT ON `products` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `products_update_bumps_page` AFTER UPDATE ON `products` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `products_delete_bumps_page` AFTER DELETE ON `products` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = OLD.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `categories_insert_bumps_page` AFTER INSERT ON `categories` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `categories_update_bumps_page` AFTER UPDATE ON `categories` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `categories_delete_bumps_page` AFTER DELETE ON `categories` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = OLD.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `brands_insert_bumps_page` AFTER INSERT ON `brands` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `brands_update_bumps_page` AFTER UPDATE ON `brands` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `brands_delete_bumps_page` AFTER DELETE ON `brands` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = OLD.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `special_offers_insert_bumps_page` AFTER INSERT ON `special_offers` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `special_offers_update_bumps_page` AFTER UPDATE ON `special_offers` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `special_offers_delete_bumps_page` AFTER DELETE ON `special_offers` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = OLD.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `shop_settings_insert_bumps_page` AFTER INSERT ON `shop_settings` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `shop_settings_update_bumps_page` AFTER UPDATE ON `shop_settings` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `shop_settings_delete_bumps_page` AFTER DELETE ON `shop_settings` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = OLD.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `store_images_insert_bumps_page` AFTER INSERT ON `store_images` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `store_images_update_bumps_page` AFTER UPDATE ON `store_images` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `store_images_delete_bumps_page` AFTER DELETE ON `store_images` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = OLD.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `dealers_insert_bumps_page` AFTER INSERT ON `dealers` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `dealers_update_bumps_page` AFTER UPDATE ON `dealers` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`shop_id`; END;--> statement-breakpoint
CREATE TRIGGER `dealers_delete_bumps_page` AFTER DELETE ON `dealers` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = OLD.`shop_id`; END;--> statement-breakpoint
-- The shop's own row: name, address, theme, logo, status, plan and facilities all show on its page.
CREATE TRIGGER `shops_update_bumps_page` AFTER UPDATE ON `shops` WHEN NEW.`catalogue_version` = OLD.`catalogue_version` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `id` = NEW.`id`; END;--> statement-breakpoint
-- A type's list word (Yaadi or Cart) shows on the page of every shop of that type.
CREATE TRIGGER `shop_types_update_bumps_page` AFTER UPDATE ON `shop_types` BEGIN UPDATE `shops` SET `catalogue_version` = `catalogue_version` + 1 WHERE `shop_type_id` = NEW.`id`; END;
