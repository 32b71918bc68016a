CREATE TABLE `brands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`name` text NOT NULL,
	`rating` integer DEFAULT 5 NOT NULL,
	`shop_type_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_type_id`) REFERENCES `shop_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `brands_shop_idx` ON `brands` (`shop_id`,`rating`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`name` text NOT NULL,
	`image_key` text,
	`rating` integer DEFAULT 5 NOT NULL,
	`shop_type_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_type_id`) REFERENCES `shop_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `categories_shop_idx` ON `categories` (`shop_id`,`rating`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_regional` text DEFAULT '' NOT NULL,
	`information` text DEFAULT '' NOT NULL,
	`mrp_paise` integer NOT NULL,
	`price_paise` integer NOT NULL,
	`unit_id` integer DEFAULT 1 NOT NULL,
	`in_stock` integer DEFAULT 1 NOT NULL,
	`rating` integer DEFAULT 5 NOT NULL,
	`image_key` text,
	`category_id` integer,
	`brand_id` integer,
	`search_words` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `products_shop_rating_idx` ON `products` (`shop_id`,`rating`);--> statement-breakpoint
CREATE INDEX `products_shop_category_idx` ON `products` (`shop_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_shop_brand_idx` ON `products` (`shop_id`,`brand_id`);--> statement-breakpoint
CREATE TABLE `shop_settings` (
	`shop_id` integer PRIMARY KEY NOT NULL,
	`first_page_message` text DEFAULT '' NOT NULL,
	`minimum_criteria` text DEFAULT 'none' NOT NULL,
	`minimum_amount_paise` integer DEFAULT 0 NOT NULL,
	`minimum_item_count` integer DEFAULT 0 NOT NULL,
	`delivery_charges_paise` integer DEFAULT 0 NOT NULL,
	`delivery_charges_below_paise` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `special_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`criteria` text DEFAULT 'other' NOT NULL,
	`discount_in` text DEFAULT 'percent' NOT NULL,
	`discount_value` integer DEFAULT 0 NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `special_offers_shop_idx` ON `special_offers` (`shop_id`);--> statement-breakpoint
CREATE TABLE `client_sheets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`sheet_number` integer NOT NULL,
	`diet_number` integer NOT NULL,
	`client_weight` text DEFAULT '' NOT NULL,
	`date_of_delivery` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_sheets_shop_client_idx` ON `client_sheets` (`shop_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`name` text NOT NULL,
	`age` integer,
	`address` text DEFAULT '' NOT NULL,
	`whatsapp` text NOT NULL,
	`weight_original` text DEFAULT '' NOT NULL,
	`height` text DEFAULT '' NOT NULL,
	`illness` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'enquired' NOT NULL,
	`diet_delivery_day` text DEFAULT 'Monday' NOT NULL,
	`extra_info` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `clients_shop_idx` ON `clients` (`shop_id`,`name`);--> statement-breakpoint
CREATE TABLE `diets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`diet_number` integer NOT NULL,
	`diet_name` text NOT NULL,
	`diet_type` text NOT NULL,
	`diet_content` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `diets_shop_idx` ON `diets` (`shop_id`,`diet_number`);--> statement-breakpoint
CREATE TABLE `customer_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`name` text NOT NULL,
	`whatsapp` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_entries_shop_time_idx` ON `customer_entries` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`name` text NOT NULL,
	`whatsapp` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customers_shop_whatsapp_idx` ON `customers` (`shop_id`,`whatsapp`);--> statement-breakpoint
CREATE INDEX `customers_shop_name_idx` ON `customers` (`shop_id`,`name`);--> statement-breakpoint
CREATE TABLE `dealers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`name` text NOT NULL,
	`whatsapp` text NOT NULL,
	`link` text NOT NULL,
	`password_hash` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dealers_shop_link_idx` ON `dealers` (`shop_id`,`link`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`amount_paise` integer NOT NULL,
	`screenshot_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`verified_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payments_shop_idx` ON `payments` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `yaadi_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`yaadi_id` integer NOT NULL,
	`product_id` integer,
	`name` text NOT NULL,
	`name_regional` text DEFAULT '' NOT NULL,
	`information` text DEFAULT '' NOT NULL,
	`unit_id` integer NOT NULL,
	`quantity_milli` integer NOT NULL,
	`mrp_paise` integer NOT NULL,
	`price_paise` integer NOT NULL,
	`line_total_paise` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`yaadi_id`) REFERENCES `yaadies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `yaadi_lines_shop_yaadi_idx` ON `yaadi_lines` (`shop_id`,`yaadi_id`);--> statement-breakpoint
CREATE INDEX `yaadi_lines_shop_product_idx` ON `yaadi_lines` (`shop_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `yaadies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`url` text NOT NULL,
	`source` text DEFAULT 'store' NOT NULL,
	`customer_id` integer,
	`customer_name` text NOT NULL,
	`customer_whatsapp` text NOT NULL,
	`customer_address` text NOT NULL,
	`dealer_id` integer,
	`total_paise` integer NOT NULL,
	`delivery_charges_paise` integer DEFAULT 0 NOT NULL,
	`promo_discount_paise` integer DEFAULT 0 NOT NULL,
	`net_paise` integer NOT NULL,
	`status` text DEFAULT 'placed' NOT NULL,
	`cancelled` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `yaadies_url_unique` ON `yaadies` (`url`);--> statement-breakpoint
CREATE INDEX `yaadies_shop_time_idx` ON `yaadies` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `admins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`user_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_login_done` integer DEFAULT 0 NOT NULL,
	`password_set_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_shop_id_unique` ON `admins` (`shop_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `admins_user_name_unique` ON `admins` (`user_name`);--> statement-breakpoint
CREATE TABLE `app_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`level` text NOT NULL,
	`shop_id` integer,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `app_logs_level_idx` ON `app_logs` (`level`,`created_at`);--> statement-breakpoint
CREATE TABLE `custom_domains` (
	`hostname` text PRIMARY KEY NOT NULL,
	`shop_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`sensitive` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`transport` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `export_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer,
	`kind` text NOT NULL,
	`params` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`result_key` text,
	`error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `export_jobs_shop_idx` ON `export_jobs` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`shop_id` integer NOT NULL,
	`key` text NOT NULL,
	`scope` text NOT NULL,
	`response` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_keys_pk` ON `idempotency_keys` (`shop_id`,`scope`,`key`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `platform_owners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `platform_owners_user_name_unique` ON `platform_owners` (`user_name`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_name` text NOT NULL,
	`owner_name` text NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`pin_code` text NOT NULL,
	`whatsapp` text NOT NULL,
	`mobile` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`admin_id` integer,
	`owner_id` integer,
	`shop_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `platform_owners`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sessions_admin_idx` ON `sessions` (`admin_id`);--> statement-breakpoint
CREATE TABLE `shop_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`master_list_url` text,
	`copy_master_on_create` integer DEFAULT 0 NOT NULL,
	`color_scheme` text DEFAULT 'green' NOT NULL,
	`list_word` text DEFAULT 'Yaadi' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_types_name_unique` ON `shop_types` (`name`);--> statement-breakpoint
CREATE TABLE `shops` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`shop_type_id` integer NOT NULL,
	`shop_info` text DEFAULT '' NOT NULL,
	`name` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`owner` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`pin_code` text DEFAULT '' NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`whatsapp` text DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`land_line` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`about_us` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'not ready' NOT NULL,
	`color_scheme` text DEFAULT 'green' NOT NULL,
	`language_choice` integer DEFAULT 1 NOT NULL,
	`plan` integer DEFAULT 0 NOT NULL,
	`products_limit` integer DEFAULT 150 NOT NULL,
	`version_type_id` integer DEFAULT 1 NOT NULL,
	`home_page_facility` integer DEFAULT 0 NOT NULL,
	`dealer_facility` integer DEFAULT 0 NOT NULL,
	`product_images` integer DEFAULT 1 NOT NULL,
	`products_photo` integer DEFAULT 1 NOT NULL,
	`information_place` integer DEFAULT 0 NOT NULL,
	`show_item_count` integer DEFAULT 1 NOT NULL,
	`brandwise_download` integer DEFAULT 0 NOT NULL,
	`payment_message` text DEFAULT '' NOT NULL,
	`payment_due_date` text,
	`last_payment_verified` integer DEFAULT 0 NOT NULL,
	`valid_upto` text DEFAULT '' NOT NULL,
	`logo_key` text,
	`terms_agreed_at` integer,
	`is_master` integer DEFAULT 0 NOT NULL,
	`catalogue_version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_type_id`) REFERENCES `shop_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shops_url_unique` ON `shops` (`url`);--> statement-breakpoint
CREATE INDEX `shops_type_idx` ON `shops` (`shop_type_id`);