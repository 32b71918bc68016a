-- A shop recreated for inspection (docs/decisions/0037 "Import") is hidden from customers until the owner shows it,
-- and an import may read a stored backup instead of an uploaded archive. A backup deleted meanwhile leaves the
-- import's row (its sentence says what happened).
ALTER TABLE `shop_imports` ADD `backup_id` integer REFERENCES shop_backups(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `shops` ADD `hidden_at` integer;
