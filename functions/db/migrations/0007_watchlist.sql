CREATE TABLE `watchlist` (
	`member_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`member_id`, `auction_id`),
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `watchlist_auction_idx` ON `watchlist` (`auction_id`);