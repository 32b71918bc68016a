-- An import that stops half-way deletes the shop it began (docs/decisions/0037 "Import"): its bills are copies of
-- another shop's, never issued by it, so the tax-law triggers let them go while that import is still running. Every
-- other rule of migration 0021 is as it was.
DROP TRIGGER `bills_kept_for_tax`;--> statement-breakpoint
CREATE TRIGGER `bills_kept_for_tax` BEFORE DELETE ON `bills`
WHEN NOT EXISTS (SELECT 1 FROM `shop_closures` c WHERE c.`shop_id` = OLD.`shop_id` AND c.`state` = 'confirmed'
  AND c.`bills_deletable_before` IS NOT NULL AND OLD.`issued_at` < c.`bills_deletable_before`)
  AND NOT EXISTS (SELECT 1 FROM `shop_restores` r WHERE r.`shop_id` = OLD.`shop_id` AND r.`status` = 'running')
  AND NOT EXISTS (SELECT 1 FROM `shop_imports` i WHERE i.`shop_id` = OLD.`shop_id` AND i.`status` = 'importing') BEGIN
  SELECT RAISE(ABORT, 'a bill is kept 72 months');
END;--> statement-breakpoint
DROP TRIGGER `bill_lines_kept_for_tax`;--> statement-breakpoint
CREATE TRIGGER `bill_lines_kept_for_tax` BEFORE DELETE ON `bill_lines`
WHEN NOT EXISTS (SELECT 1 FROM `shop_closures` c WHERE c.`shop_id` = OLD.`shop_id` AND c.`state` = 'confirmed'
  AND c.`bills_deletable_before` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `bills` b WHERE b.`id` = OLD.`bill_id`
    AND b.`issued_at` >= c.`bills_deletable_before`))
  AND NOT EXISTS (SELECT 1 FROM `shop_restores` r WHERE r.`shop_id` = OLD.`shop_id` AND r.`status` = 'running')
  AND NOT EXISTS (SELECT 1 FROM `shop_imports` i WHERE i.`shop_id` = OLD.`shop_id` AND i.`status` = 'importing') BEGIN
  SELECT RAISE(ABORT, 'a bill is kept 72 months');
END;
