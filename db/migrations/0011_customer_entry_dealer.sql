-- Customer Visits filter by dealer as the other reports do: an entry made through a dealer's link names the dealer.
-- A deleted dealer leaves the shop's visits in place, as its yaadies are (set null).
ALTER TABLE `customer_entries` ADD `dealer_id` integer REFERENCES `dealers`(`id`) ON DELETE set null;
