CREATE TABLE `member_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`kind` text NOT NULL,
	`auction_id` integer,
	`notice_key` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`batch` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_notices_key_idx` ON `member_notices` (`notice_key`);--> statement-breakpoint
CREATE INDEX `member_notices_member_idx` ON `member_notices` (`member_id`,`created_on`);--> statement-breakpoint
CREATE INDEX `member_notices_batch_idx` ON `member_notices` (`batch`);--> statement-breakpoint
CREATE TABLE `member_notification_settings` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`email_system` integer DEFAULT true NOT NULL,
	`email_search_alerts` integer DEFAULT true NOT NULL,
	`push_system` integer DEFAULT true NOT NULL,
	`push_search_alerts` integer DEFAULT true NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `search_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`make_id` integer NOT NULL,
	`model_id` integer NOT NULL,
	`year_min` integer NOT NULL,
	`year_max` integer NOT NULL,
	`mileage_max` integer NOT NULL,
	`distance_max` integer NOT NULL,
	`origin_lat` real,
	`origin_lng` real,
	`cos_lat` real,
	`min_lat` real NOT NULL,
	`max_lat` real NOT NULL,
	`min_lng` real NOT NULL,
	`max_lng` real NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `search_alerts_match_idx` ON `search_alerts` (`make_id`,`model_id`,`min_lat`,`max_lat`,`min_lng`,`max_lng`,`distance_max`);--> statement-breakpoint
CREATE INDEX `search_alerts_member_idx` ON `search_alerts` (`member_id`,`created_on`);