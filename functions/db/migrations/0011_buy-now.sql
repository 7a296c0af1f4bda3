ALTER TABLE `auctions` ADD `buy_now_price_in_pence` integer;--> statement-breakpoint
ALTER TABLE `auctions` ADD `sale_method` text;--> statement-breakpoint
CREATE INDEX `auctions_make_sold_idx` ON `auctions` (`make_id`,`status`,`sold_on`);