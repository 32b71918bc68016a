-- One column per meaning (docs/decisions/0022): the owner's "Product images" was written to products_photo while the
-- store read product_images, which nothing wrote. The owner's choice is kept in product_images, the column the store
-- reads; brandwise_download, which no screen set or read, is retired.
UPDATE `shops` SET `product_images` = `products_photo`;--> statement-breakpoint
ALTER TABLE `shops` DROP COLUMN `products_photo`;--> statement-breakpoint
ALTER TABLE `shops` DROP COLUMN `brandwise_download`;
