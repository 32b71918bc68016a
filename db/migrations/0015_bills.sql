CREATE TABLE `bill_day_totals` (
	`shop_id` integer NOT NULL,
	`day` text NOT NULL,
	`hsn` text NOT NULL,
	`rate_bp` integer NOT NULL,
	`uqc` text NOT NULL,
	`place_of_supply` text NOT NULL,
	`registered_buyer` integer NOT NULL,
	`quantity_milli` integer DEFAULT 0 NOT NULL,
	`value_paise` integer DEFAULT 0 NOT NULL,
	`taxable_paise` integer DEFAULT 0 NOT NULL,
	`cgst_paise` integer DEFAULT 0 NOT NULL,
	`sgst_paise` integer DEFAULT 0 NOT NULL,
	`igst_paise` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`shop_id`, `day`, `hsn`, `rate_bp`, `uqc`, `place_of_supply`, `registered_buyer`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bill_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`bill_id` integer NOT NULL,
	`line_no` integer NOT NULL,
	`kind` text DEFAULT 'goods' NOT NULL,
	`product_id` integer,
	`description` text NOT NULL,
	`description_regional` text DEFAULT '' NOT NULL,
	`hsn` text DEFAULT '' NOT NULL,
	`unit_id` integer NOT NULL,
	`quantity_milli` integer NOT NULL,
	`price_paise` integer NOT NULL,
	`value_paise` integer NOT NULL,
	`discount_paise` integer DEFAULT 0 NOT NULL,
	`rate_bp` integer NOT NULL,
	`taxable_paise` integer NOT NULL,
	`cgst_paise` integer DEFAULT 0 NOT NULL,
	`sgst_paise` integer DEFAULT 0 NOT NULL,
	`igst_paise` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bill_id`) REFERENCES `bills`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bill_lines_add_up" CHECK("bill_lines"."taxable_paise" + "bill_lines"."cgst_paise" + "bill_lines"."sgst_paise" + "bill_lines"."igst_paise" = "bill_lines"."value_paise" - "bill_lines"."discount_paise")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bill_lines_bill_idx` ON `bill_lines` (`shop_id`,`bill_id`,`line_no`);--> statement-breakpoint
CREATE TABLE `bill_series` (
	`shop_id` integer NOT NULL,
	`year` integer NOT NULL,
	`last_serial` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`shop_id`, `year`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`year` integer NOT NULL,
	`serial` integer NOT NULL,
	`number` text NOT NULL,
	`kind` text NOT NULL,
	`yaadi_id` integer,
	`source` text NOT NULL,
	`write_key` text NOT NULL,
	`token` text NOT NULL,
	`issued_at` integer NOT NULL,
	`issued_day` text NOT NULL,
	`shop_kind` text NOT NULL,
	`shop_name` text NOT NULL,
	`shop_legal_name` text DEFAULT '' NOT NULL,
	`shop_address` text DEFAULT '' NOT NULL,
	`shop_gstin` text DEFAULT '' NOT NULL,
	`shop_state_code` text DEFAULT '' NOT NULL,
	`customer_name` text DEFAULT '' NOT NULL,
	`customer_whatsapp` text DEFAULT '' NOT NULL,
	`customer_address` text DEFAULT '' NOT NULL,
	`customer_gstin` text DEFAULT '' NOT NULL,
	`place_of_supply` text DEFAULT '' NOT NULL,
	`inter_state` integer DEFAULT 0 NOT NULL,
	`value_paise` integer NOT NULL,
	`discount_paise` integer DEFAULT 0 NOT NULL,
	`taxable_paise` integer NOT NULL,
	`cgst_paise` integer DEFAULT 0 NOT NULL,
	`sgst_paise` integer DEFAULT 0 NOT NULL,
	`igst_paise` integer DEFAULT 0 NOT NULL,
	`total_paise` integer NOT NULL,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`yaadi_id`) REFERENCES `yaadies`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bills_number_length" CHECK(length("bills"."number") <= 16),
	CONSTRAINT "bills_adds_up" CHECK("bills"."taxable_paise" + "bills"."cgst_paise" + "bills"."sgst_paise" + "bills"."igst_paise" = "bills"."total_paise")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bills_token_unique` ON `bills` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `bills_shop_serial_idx` ON `bills` (`shop_id`,`year`,`serial`);--> statement-breakpoint
CREATE UNIQUE INDEX `bills_shop_write_key_idx` ON `bills` (`shop_id`,`write_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `bills_shop_yaadi_live_idx` ON `bills` (`shop_id`,`yaadi_id`) WHERE "bills"."cancelled_at" is null and "bills"."yaadi_id" is not null;--> statement-breakpoint
CREATE INDEX `bills_shop_day_idx` ON `bills` (`shop_id`,`issued_day`,`serial`);--> statement-breakpoint
CREATE TABLE `product_tax` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`shop_id` integer NOT NULL,
	`hsn` text DEFAULT '' NOT NULL,
	`rate_bp` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_tax_shop_idx` ON `product_tax` (`shop_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `shop_tax` (
	`shop_id` integer PRIMARY KEY NOT NULL,
	`kind` text DEFAULT 'none' NOT NULL,
	`gstin` text DEFAULT '' NOT NULL,
	`legal_name` text DEFAULT '' NOT NULL,
	`state_code` text DEFAULT '' NOT NULL,
	`turnover_band` text DEFAULT 'upto5cr' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The day totals keep themselves (docs/decisions/0034): a line adds itself as it is written, in the bill's own batch.
CREATE TRIGGER `bill_lines_add_to_day_totals` AFTER INSERT ON `bill_lines` BEGIN
  INSERT INTO `bill_day_totals` (`shop_id`, `day`, `hsn`, `rate_bp`, `uqc`, `place_of_supply`, `registered_buyer`,
    `quantity_milli`, `value_paise`, `taxable_paise`, `cgst_paise`, `sgst_paise`, `igst_paise`)
  SELECT b.`shop_id`, b.`issued_day`, NEW.`hsn`, NEW.`rate_bp`,
    CASE WHEN NEW.`kind` = 'delivery' THEN 'OTH' WHEN NEW.`unit_id` = 1 THEN 'NOS' ELSE 'KGS' END,
    b.`place_of_supply`, b.`customer_gstin` <> '',
    NEW.`quantity_milli`, NEW.`value_paise` - NEW.`discount_paise`, NEW.`taxable_paise`, NEW.`cgst_paise`,
    NEW.`sgst_paise`, NEW.`igst_paise`
  FROM `bills` b WHERE b.`id` = NEW.`bill_id` AND b.`cancelled_at` IS NULL
  ON CONFLICT DO UPDATE SET
    `quantity_milli` = `quantity_milli` + excluded.`quantity_milli`,
    `value_paise` = `value_paise` + excluded.`value_paise`,
    `taxable_paise` = `taxable_paise` + excluded.`taxable_paise`,
    `cgst_paise` = `cgst_paise` + excluded.`cgst_paise`,
    `sgst_paise` = `sgst_paise` + excluded.`sgst_paise`,
    `igst_paise` = `igst_paise` + excluded.`igst_paise`;
END;--> statement-breakpoint
-- A cancelled bill takes its lines out of the day totals, in the statement that cancels it (and only once: a bill
-- is cancelled once and never brought back).
CREATE TRIGGER `bills_cancel_from_day_totals` AFTER UPDATE OF `cancelled_at` ON `bills`
WHEN OLD.`cancelled_at` IS NULL AND NEW.`cancelled_at` IS NOT NULL BEGIN
  INSERT INTO `bill_day_totals` (`shop_id`, `day`, `hsn`, `rate_bp`, `uqc`, `place_of_supply`, `registered_buyer`,
    `quantity_milli`, `value_paise`, `taxable_paise`, `cgst_paise`, `sgst_paise`, `igst_paise`)
  SELECT NEW.`shop_id`, NEW.`issued_day`, l.`hsn`, l.`rate_bp`,
    CASE WHEN l.`kind` = 'delivery' THEN 'OTH' WHEN l.`unit_id` = 1 THEN 'NOS' ELSE 'KGS' END AS `uqc`,
    NEW.`place_of_supply`, NEW.`customer_gstin` <> '',
    -sum(l.`quantity_milli`), -sum(l.`value_paise` - l.`discount_paise`), -sum(l.`taxable_paise`),
    -sum(l.`cgst_paise`), -sum(l.`sgst_paise`), -sum(l.`igst_paise`)
  FROM `bill_lines` l WHERE l.`shop_id` = NEW.`shop_id` AND l.`bill_id` = NEW.`id`
  GROUP BY l.`hsn`, l.`rate_bp`, `uqc`
  ON CONFLICT DO UPDATE SET
    `quantity_milli` = `quantity_milli` + excluded.`quantity_milli`,
    `value_paise` = `value_paise` + excluded.`value_paise`,
    `taxable_paise` = `taxable_paise` + excluded.`taxable_paise`,
    `cgst_paise` = `cgst_paise` + excluded.`cgst_paise`,
    `sgst_paise` = `sgst_paise` + excluded.`sgst_paise`,
    `igst_paise` = `igst_paise` + excluded.`igst_paise`;
END;--> statement-breakpoint
-- A bill issued is a bill kept: its lines never change, nor anything of the bill but its one cancellation. (A
-- deleted product or yaadi only loses its link: the line keeps its description.)
CREATE TRIGGER `bill_lines_never_change` BEFORE UPDATE OF `shop_id`, `bill_id`, `line_no`, `kind`, `description`,
  `description_regional`, `hsn`, `unit_id`, `quantity_milli`, `price_paise`, `value_paise`, `discount_paise`, `rate_bp`,
  `taxable_paise`, `cgst_paise`, `sgst_paise`, `igst_paise` ON `bill_lines` BEGIN
  SELECT RAISE(ABORT, 'a bill''s lines never change');
END;--> statement-breakpoint
CREATE TRIGGER `bills_never_change` BEFORE UPDATE OF `shop_id`, `year`, `serial`, `number`, `kind`, `source`,
  `write_key`, `issued_at`, `issued_day`, `shop_kind`, `shop_name`, `shop_legal_name`, `shop_address`, `shop_gstin`,
  `shop_state_code`, `customer_name`, `customer_whatsapp`, `customer_address`, `customer_gstin`, `place_of_supply`,
  `inter_state`, `value_paise`, `discount_paise`, `taxable_paise`, `cgst_paise`, `sgst_paise`, `igst_paise`,
  `total_paise` ON `bills` BEGIN
  SELECT RAISE(ABORT, 'a bill never changes');
END;--> statement-breakpoint
CREATE TRIGGER `bills_stay_cancelled` BEFORE UPDATE OF `cancelled_at` ON `bills`
WHEN OLD.`cancelled_at` IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'a cancelled bill stays cancelled');
END;
