CREATE TABLE `ledger_accounts` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`shop_id` integer NOT NULL,
	`credit_limit_paise` integer DEFAULT 0 NOT NULL,
	`balance_paise` integer DEFAULT 0 NOT NULL,
	`statement_token` text,
	`last_reminded_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_accounts_statement_token_unique` ON `ledger_accounts` (`statement_token`);--> statement-breakpoint
CREATE INDEX `ledger_accounts_shop_balance_idx` ON `ledger_accounts` (`shop_id`,`balance_paise`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`day` text NOT NULL,
	`method` text,
	`note` text DEFAULT '' NOT NULL,
	`yaadi_id` integer,
	`bill_id` integer,
	`reverses` integer,
	`write_key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`yaadi_id`) REFERENCES `yaadies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`bill_id`) REFERENCES `bills`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reverses`) REFERENCES `ledger_entries`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_entries_amount_positive" CHECK("ledger_entries"."amount_paise" > 0),
	CONSTRAINT "ledger_entries_reversal_names_one" CHECK(("ledger_entries"."kind" = 'reversal') = ("ledger_entries"."reverses" is not null))
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_account_idx` ON `ledger_entries` (`shop_id`,`customer_id`,`day`,`id`,`kind`,`amount_paise`);--> statement-breakpoint
CREATE INDEX `ledger_entries_shop_day_idx` ON `ledger_entries` (`shop_id`,`day`,`kind`,`customer_id`,`amount_paise`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_write_key_idx` ON `ledger_entries` (`shop_id`,`write_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_reverses_idx` ON `ledger_entries` (`reverses`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_yaadi_sale_idx` ON `ledger_entries` (`shop_id`,`yaadi_id`) WHERE "ledger_entries"."kind" = 'sale' and "ledger_entries"."yaadi_id" is not null;--> statement-breakpoint
CREATE TABLE `ledger_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`amount_paise` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ledger_reminders_account_idx` ON `ledger_reminders` (`shop_id`,`customer_id`,`created_at`);--> statement-breakpoint
-- A reversal undoes one entry of the same customer of the same shop, for its whole amount, and is never undone itself.
CREATE TRIGGER `ledger_entries_reversal_checked` BEFORE INSERT ON `ledger_entries` WHEN NEW.`kind` = 'reversal'
  AND NOT EXISTS (SELECT 1 FROM `ledger_entries` r WHERE r.`id` = NEW.`reverses` AND r.`shop_id` = NEW.`shop_id`
    AND r.`customer_id` = NEW.`customer_id` AND r.`kind` <> 'reversal' AND r.`amount_paise` = NEW.`amount_paise`) BEGIN
  SELECT RAISE(ABORT, 'a reversal undoes one entry of the same account, whole');
END;--> statement-breakpoint
-- The account's balance is the sum of its entries, kept by the database as each is added (docs/decisions/0035).
CREATE TRIGGER `ledger_entries_to_balance` AFTER INSERT ON `ledger_entries` BEGIN
  INSERT INTO `ledger_accounts` (`customer_id`, `shop_id`, `balance_paise`)
  VALUES (NEW.`customer_id`, NEW.`shop_id`, CASE NEW.`kind`
    WHEN 'payment' THEN -NEW.`amount_paise`
    WHEN 'reversal' THEN (SELECT CASE r.`kind` WHEN 'payment' THEN r.`amount_paise` ELSE -r.`amount_paise` END
      FROM `ledger_entries` r WHERE r.`id` = NEW.`reverses`)
    ELSE NEW.`amount_paise` END)
  ON CONFLICT (`customer_id`) DO UPDATE SET `balance_paise` = `balance_paise` + excluded.`balance_paise`,
    `updated_at` = cast(unixepoch('subsec') * 1000 as integer);
END;--> statement-breakpoint
-- Entries are never edited: only a deleted yaadi or bill may take its link away.
CREATE TRIGGER `ledger_entries_never_change` BEFORE UPDATE OF `shop_id`, `customer_id`, `kind`, `amount_paise`, `day`,
  `method`, `note`, `reverses`, `write_key`, `created_at` ON `ledger_entries` BEGIN
  SELECT RAISE(ABORT, 'a ledger entry never changes: reverse it');
END;--> statement-breakpoint
-- Nor is the balance set by hand.
CREATE TRIGGER `ledger_accounts_balance_from_entries` BEFORE UPDATE OF `balance_paise` ON `ledger_accounts`
WHEN NEW.`balance_paise` IS NOT (SELECT coalesce(sum(CASE e.`kind`
    WHEN 'payment' THEN -e.`amount_paise`
    WHEN 'reversal' THEN (SELECT CASE r.`kind` WHEN 'payment' THEN r.`amount_paise` ELSE -r.`amount_paise` END
      FROM `ledger_entries` r WHERE r.`id` = e.`reverses`)
    ELSE e.`amount_paise` END), 0) FROM `ledger_entries` e
    WHERE e.`shop_id` = NEW.`shop_id` AND e.`customer_id` = NEW.`customer_id`) BEGIN
  SELECT RAISE(ABORT, 'an account''s balance is the sum of its entries');
END;
