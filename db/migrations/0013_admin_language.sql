-- The language an admin reads the panel in (Your Account, docs/decisions/0028), whatever the store's customers read.
ALTER TABLE `admins` ADD `language` text DEFAULT 'en' NOT NULL;