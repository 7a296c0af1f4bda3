ALTER TABLE `members` ADD `default_description` text;--> statement-breakpoint
ALTER TABLE `auctions` ADD `form_step` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `auctions` ADD `validation_errors` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `vehicle_media` ADD `thumbnail_r2_key` text;