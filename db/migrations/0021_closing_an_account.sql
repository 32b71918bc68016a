CREATE TABLE `shop_closures` (
	`shop_id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`requested_by` text DEFAULT '' NOT NULL,
	`requested_at` integer NOT NULL,
	`confirmed_at` integer,
	`data_purged_at` integer,
	`bills_deletable_before` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `owner_write_keys` (
	`owner_id` integer NOT NULL,
	`key` text NOT NULL,
	`response` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `platform_owners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_write_keys_pk` ON `owner_write_keys` (`owner_id`,`key`);--> statement-breakpoint
CREATE INDEX `owner_write_keys_created_idx` ON `owner_write_keys` (`created_at`);--> statement-breakpoint
ALTER TABLE `shops` ADD `closed_at` integer;--> statement-breakpoint
-- Tax law keeps bills 72 months (docs/decisions/0038): a bill or a bill's line is deleted only when its shop's account
-- is closed (confirmed) and the housekeeping has marked bills before a time as due, and it is older than that time.
-- The one other delete allowed is a restore's (docs/decisions/0037), which puts the same bills back: it refuses to start
-- when a bill was issued or cancelled since its backup. Every other delete (another shop's, an open shop's, a younger
-- bill, a shop deleted whole) is refused.
CREATE TRIGGER `bills_kept_for_tax` BEFORE DELETE ON `bills`
WHEN NOT EXISTS (SELECT 1 FROM `shop_closures` c WHERE c.`shop_id` = OLD.`shop_id` AND c.`state` = 'confirmed'
  AND c.`bills_deletable_before` IS NOT NULL AND OLD.`issued_at` < c.`bills_deletable_before`)
  AND NOT EXISTS (SELECT 1 FROM `shop_restores` r WHERE r.`shop_id` = OLD.`shop_id` AND r.`status` = 'running') BEGIN
  SELECT RAISE(ABORT, 'a bill is kept 72 months');
END;--> statement-breakpoint
CREATE TRIGGER `bill_lines_kept_for_tax` BEFORE DELETE ON `bill_lines`
WHEN NOT EXISTS (SELECT 1 FROM `shop_closures` c WHERE c.`shop_id` = OLD.`shop_id` AND c.`state` = 'confirmed'
  AND c.`bills_deletable_before` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `bills` b WHERE b.`id` = OLD.`bill_id`
    AND b.`issued_at` >= c.`bills_deletable_before`))
  AND NOT EXISTS (SELECT 1 FROM `shop_restores` r WHERE r.`shop_id` = OLD.`shop_id` AND r.`status` = 'running') BEGIN
  SELECT RAISE(ABORT, 'a bill is kept 72 months');
END;--> statement-breakpoint
-- Only a confirmed closure may say bills are due, and a closure's confirmation is never taken back.
CREATE TRIGGER `shop_closures_bills_due_when_confirmed` BEFORE UPDATE OF `bills_deletable_before`, `state`
  ON `shop_closures`
WHEN (NEW.`bills_deletable_before` IS NOT NULL AND NEW.`state` <> 'confirmed') OR (OLD.`state` = 'confirmed'
  AND NEW.`state` <> 'confirmed') BEGIN
  SELECT RAISE(ABORT, 'a closed account stays closed');
END;
