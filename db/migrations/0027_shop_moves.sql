-- Moving a shop between cells (docs/decisions/0041): the move's row, in its source cell, is the lock every write of
-- the shop checks; while it is 'clearing' the copy it left behind (or a failed move's half copy) may be deleted, bills
-- included, so the bill-keeping triggers let those deletes through as they do a restore's.
CREATE TABLE `shop_moves` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`from_cell` integer NOT NULL,
	`to_cell` integer NOT NULL,
	`status` text DEFAULT 'copying' NOT NULL,
	`step` integer DEFAULT 0 NOT NULL,
	`last_key` text,
	`verified` text,
	`actor` text DEFAULT '' NOT NULL,
	`error` text DEFAULT '' NOT NULL,
	`started_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`touched_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shop_moves_shop_idx` ON `shop_moves` (`shop_id`,`status`);--> statement-breakpoint
DROP TRIGGER `bills_kept_for_tax`;--> statement-breakpoint
CREATE TRIGGER `bills_kept_for_tax` BEFORE DELETE ON `bills`
WHEN NOT EXISTS (SELECT 1 FROM `shop_closures` c WHERE c.`shop_id` = OLD.`shop_id` AND c.`state` = 'confirmed'
  AND c.`bills_deletable_before` IS NOT NULL AND OLD.`issued_at` < c.`bills_deletable_before`)
  AND NOT EXISTS (SELECT 1 FROM `shop_restores` r WHERE r.`shop_id` = OLD.`shop_id` AND r.`status` = 'running')
  AND NOT EXISTS (SELECT 1 FROM `shop_imports` i WHERE i.`shop_id` = OLD.`shop_id` AND i.`status` = 'importing')
  AND NOT EXISTS (SELECT 1 FROM `shop_moves` m WHERE m.`shop_id` = OLD.`shop_id` AND m.`status` = 'clearing') BEGIN
  SELECT RAISE(ABORT, 'a bill is kept 72 months');
END;--> statement-breakpoint
DROP TRIGGER `bill_lines_kept_for_tax`;--> statement-breakpoint
CREATE TRIGGER `bill_lines_kept_for_tax` BEFORE DELETE ON `bill_lines`
WHEN NOT EXISTS (SELECT 1 FROM `shop_closures` c WHERE c.`shop_id` = OLD.`shop_id` AND c.`state` = 'confirmed'
  AND c.`bills_deletable_before` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `bills` b WHERE b.`id` = OLD.`bill_id`
    AND b.`issued_at` >= c.`bills_deletable_before`))
  AND NOT EXISTS (SELECT 1 FROM `shop_restores` r WHERE r.`shop_id` = OLD.`shop_id` AND r.`status` = 'running')
  AND NOT EXISTS (SELECT 1 FROM `shop_imports` i WHERE i.`shop_id` = OLD.`shop_id` AND i.`status` = 'importing')
  AND NOT EXISTS (SELECT 1 FROM `shop_moves` m WHERE m.`shop_id` = OLD.`shop_id` AND m.`status` = 'clearing') BEGIN
  SELECT RAISE(ABORT, 'a bill is kept 72 months');
END;
