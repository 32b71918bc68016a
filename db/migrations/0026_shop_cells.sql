-- The cell database that holds each shop's own data (docs/decisions/0041). Every shop starts in cell 0: the database
-- this directory is in.
ALTER TABLE `shops` ADD `cell` integer DEFAULT 0 NOT NULL;
