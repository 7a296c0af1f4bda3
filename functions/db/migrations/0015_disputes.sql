CREATE TABLE `dispute_photos` (
	`dispute_id` integer NOT NULL,
	`media_id` integer NOT NULL,
	`sort_number` integer NOT NULL,
	FOREIGN KEY (`dispute_id`) REFERENCES `disputes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`media_id`) REFERENCES `vehicle_media`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dispute_photos_media_idx` ON `dispute_photos` (`media_id`);--> statement-breakpoint
CREATE INDEX `dispute_photos_dispute_idx` ON `dispute_photos` (`dispute_id`);--> statement-breakpoint
CREATE TABLE `disputes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`buyer_organization_id` integer NOT NULL,
	`seller_organization_id` integer NOT NULL,
	`raised_by_id` integer NOT NULL,
	`reason` text NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`sale_price_in_pence` integer NOT NULL,
	`seller_answer` text,
	`answered_by_id` integer,
	`answered_on` text,
	`adjustment_in_pence` integer,
	`fee_credit_in_pence` integer,
	`decision_note` text,
	`decided_by_id` integer,
	`decided_on` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`raised_by_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`answered_by_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `disputes_auction_idx` ON `disputes` (`auction_id`);--> statement-breakpoint
CREATE INDEX `disputes_status_created_idx` ON `disputes` (`status`,`created_on`);