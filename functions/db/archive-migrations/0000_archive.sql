-- The archive D1 of one period (decision 0188): the slim rows of archived auctions, moved out of
-- the primary by the archiver, under the primary's own table and column names so the lists' SQL
-- runs here unchanged. No foreign keys (organisations, members and the rest stay in the primary),
-- and only the indexes the history pages, analytics and the price guide read.

CREATE TABLE `auctions` (
	`id` integer PRIMARY KEY NOT NULL,
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
	`last_modified_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL, `form_step` integer DEFAULT 1 NOT NULL, `validation_errors` text DEFAULT '{}' NOT NULL, `room_awake` integer DEFAULT 0 NOT NULL, `buy_now_price_in_pence` integer, `sale_method` text, `archived_on` text, `archive_key` text, `offer_thread` text
);
--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` integer PRIMARY KEY NOT NULL,
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
	`last_modified_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `vehicle_media` (
	`id` integer PRIMARY KEY NOT NULL,
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
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL, `thumbnail_r2_key` text
);
--> statement-breakpoint
CREATE TABLE "bid_summaries" (
	`organization_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`launch_number` integer NOT NULL,
	`max_amount_in_pence` integer NOT NULL,
	`bid_count` integer NOT NULL,
	`first_bid_on` text NOT NULL,
	`last_bid_on` text NOT NULL,
	PRIMARY KEY(`organization_id`, `auction_id`, `launch_number`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `vehicle_makes` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`logo_url` text
);
--> statement-breakpoint
CREATE TABLE `vehicle_models` (
	`id` integer PRIMARY KEY NOT NULL,
	`make_id` integer NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `locations` (
	`id` integer PRIMARY KEY NOT NULL,
	`organization_id` integer NOT NULL,
	`postal_code_id` integer NOT NULL,
	`address` text NOT NULL,
	`address2` text,
	`city` text NOT NULL,
	`county` text NOT NULL,
	`is_main` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auctions_org_status_idx` ON `auctions` (`organization_id`,`status`);
--> statement-breakpoint
CREATE INDEX `auctions_winner_org_idx` ON `auctions` (`winner_organization_id`);
--> statement-breakpoint
CREATE INDEX `auctions_make_sold_idx` ON `auctions` (`make_id`,`status`,`sold_on`);
--> statement-breakpoint
CREATE INDEX `vehicle_media_vehicle_idx` ON `vehicle_media` (`vehicle_id`,`kind`,`sort_number`);
--> statement-breakpoint
-- A member's watch of an archived auction (the card's "watched"); the key is the row.
CREATE TABLE `watchlist` (
	`member_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`created_on` text NOT NULL,
	PRIMARY KEY(`member_id`, `auction_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `watchlist_auction_idx` ON `watchlist` (`auction_id`);
--> statement-breakpoint
-- Always empty: an auction with a dispute stays in the primary; the card's SQL reads this table.
CREATE TABLE `disputes` (
	`id` integer PRIMARY KEY NOT NULL,
	`auction_id` integer NOT NULL,
	`status` text NOT NULL
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `vehicle_search` USING fts5(make, model, derivative, plate, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `vehicle_search_insert` AFTER INSERT ON `vehicles` BEGIN
  INSERT INTO vehicle_search (rowid, make, model, derivative, plate) VALUES (new.id, (SELECT mk.name FROM vehicle_makes mk WHERE mk.id = new.make_id), (SELECT md.name FROM vehicle_models md WHERE md.id = new.model_id), new.derivative, REPLACE(new.registration_plate, ' ', ''));
END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_search_delete` AFTER DELETE ON `vehicles` BEGIN
  DELETE FROM vehicle_search WHERE rowid = old.id;
END;
