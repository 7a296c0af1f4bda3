CREATE TABLE `auctions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`location_id` integer,
	`make_id` integer,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`type` text,
	`minimum_price_in_pence` integer,
	`auto_accept_price_in_pence` integer,
	`time_option` integer,
	`publish_target` text,
	`group_id` integer,
	`trying_to_deal_delivery_date_type` text,
	`trying_to_deal_delivery_date` text,
	`launched_on` text,
	`ends_on` text,
	`highest_bid_in_pence` integer,
	`bid_count` integer DEFAULT 0 NOT NULL,
	`winner_bidder_id` integer,
	`winner_organization_id` integer,
	`won_bid_price_in_pence` integer,
	`sold_on` text,
	`launch_count` integer DEFAULT 0 NOT NULL,
	`acceptance_deadline` text,
	`superseded_by_auction_id` integer,
	`version` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`last_modified_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`make_id`) REFERENCES `vehicle_makes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `auctions_status_ends_idx` ON `auctions` (`status`,`ends_on`);--> statement-breakpoint
CREATE INDEX `auctions_status_launched_idx` ON `auctions` (`status`,`launched_on`);--> statement-breakpoint
CREATE INDEX `auctions_org_status_idx` ON `auctions` (`organization_id`,`status`);--> statement-breakpoint
CREATE INDEX `auctions_make_status_idx` ON `auctions` (`make_id`,`status`);--> statement-breakpoint
CREATE INDEX `auctions_vehicle_idx` ON `auctions` (`vehicle_id`);--> statement-breakpoint
CREATE INDEX `auctions_winner_org_idx` ON `auctions` (`winner_organization_id`);--> statement-breakpoint
CREATE INDEX `auctions_status_sold_idx` ON `auctions` (`status`,`sold_on`);--> statement-breakpoint
CREATE TABLE `bids` (
	`id` text PRIMARY KEY NOT NULL,
	`auction_id` integer NOT NULL,
	`launch_number` integer NOT NULL,
	`seq` integer NOT NULL,
	`bidder_id` integer NOT NULL,
	`bidder_organization_id` integer NOT NULL,
	`amount_in_pence` integer NOT NULL,
	`is_highest` integer DEFAULT false NOT NULL,
	`created_on` text NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bidder_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bidder_organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bids_auction_launch_seq_idx` ON `bids` (`auction_id`,`launch_number`,`seq`);--> statement-breakpoint
CREATE INDEX `bids_org_auction_idx` ON `bids` (`bidder_organization_id`,`auction_id`);--> statement-breakpoint
CREATE TABLE `fee_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`up_to_in_pence` integer,
	`fee_in_pence` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fee_settings_kind_idx` ON `fee_settings` (`kind`,`up_to_in_pence`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`amount_in_pence` integer NOT NULL,
	`auction_id` integer,
	`reference` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_reference_idx` ON `transactions` (`reference`);--> statement-breakpoint
CREATE INDEX `transactions_org_created_idx` ON `transactions` (`organization_id`,`created_on`);--> statement-breakpoint
CREATE TABLE `vehicle_media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer,
	`organization_id` integer NOT NULL,
	`uploaded_by` integer,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer,
	`kind` text NOT NULL,
	`perspective` text,
	`sort_number` integer DEFAULT 0 NOT NULL,
	`parent_media_id` integer,
	`damage_type` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uploaded_by`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vehicle_media_vehicle_idx` ON `vehicle_media` (`vehicle_id`,`kind`,`sort_number`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`registration_plate` text,
	`make_id` integer,
	`model_id` integer,
	`derivative` text,
	`mileage` integer,
	`year` integer,
	`date_of_first_registration` text,
	`mot` text,
	`colour` text,
	`car_type` text,
	`doors` integer,
	`fuel` text,
	`engine_size` integer,
	`transmission` text,
	`previous_keepers_in_total` integer,
	`vin` text,
	`vehicle_cap_cap_id` text,
	`description` text,
	`tire_nearside_front_mm` integer,
	`tire_offside_front_mm` integer,
	`tire_nearside_rear_mm` integer,
	`tire_offside_rear_mm` integer,
	`service_history_type` text,
	`service_history_records` text DEFAULT '[]' NOT NULL,
	`features` text DEFAULT '{"dictionary":[],"custom":[]}' NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`last_modified_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`make_id`) REFERENCES `vehicle_makes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`model_id`) REFERENCES `vehicle_models`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vehicles_org_idx` ON `vehicles` (`organization_id`);--> statement-breakpoint
CREATE INDEX `vehicles_plate_idx` ON `vehicles` (`registration_plate`);--> statement-breakpoint
-- Fee settings (DESIGN.md "Fees"): seller bands seeded equal to the buyer's; launch fee £10 from
-- the fourth launch in a transaction (docs/decisions/2026-11-22-launch-and-seller-fees.md).
INSERT INTO `fee_settings` (`kind`, `up_to_in_pence`, `fee_in_pence`) VALUES
	('SELLER_FEE', 100000, 3500),
	('SELLER_FEE', 250000, 5000),
	('SELLER_FEE', 500000, 7500),
	('SELLER_FEE', 1000000, 9500),
	('SELLER_FEE', 2000000, 12500),
	('SELLER_FEE', NULL, 15000),
	('LAUNCH_FEE', NULL, 1000);
