-- The store's language and digits (docs/decisions/0028): what its customers read first, and how its figures are written.
ALTER TABLE `shops` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `shops` ADD `digits` text DEFAULT 'latn' NOT NULL;