CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`contact_number` text NOT NULL,
	`message` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_pages` (
	`slug` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`html` text NOT NULL,
	`updated_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`status` text DEFAULT 'QUEUED' NOT NULL,
	`error` text,
	`sent_on` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to_address`);--> statement-breakpoint
CREATE TABLE `impersonation_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`member_id` integer NOT NULL,
	`admin_id` integer NOT NULL,
	`expires_on` text NOT NULL,
	`used_on` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`admin_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `locations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`postal_code_id` integer NOT NULL,
	`address` text NOT NULL,
	`address2` text,
	`city` text NOT NULL,
	`county` text NOT NULL,
	`is_main` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`postal_code_id`) REFERENCES `postal_codes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `locations_org_idx` ON `locations` (`organization_id`);--> statement-breakpoint
CREATE TABLE `members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone_number` text,
	`position` text,
	`location_id` integer,
	`is_owner` integer DEFAULT false NOT NULL,
	`is_buyer` integer DEFAULT false NOT NULL,
	`is_seller` integer DEFAULT false NOT NULL,
	`is_transaction_acceptor` integer DEFAULT false NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`accept_newsletter` integer DEFAULT false NOT NULL,
	`roles_version` integer DEFAULT 0 NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_email_idx` ON `members` (`email`);--> statement-breakpoint
CREATE INDEX `members_org_idx` ON `members` (`organization_id`);--> statement-breakpoint
CREATE TABLE `organization_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organization_groups_name_unique` ON `organization_groups` (`name`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`official_company_name` text NOT NULL,
	`trade_name` text NOT NULL,
	`vat_number` text NOT NULL,
	`company_register_number` text,
	`dealer_type` text NOT NULL,
	`is_buyer` integer DEFAULT true NOT NULL,
	`is_seller` integer DEFAULT true NOT NULL,
	`is_transaction_management` integer DEFAULT false NOT NULL,
	`group_id` integer,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`buyer_blocked` integer DEFAULT false NOT NULL,
	`seller_blocked` integer DEFAULT false NOT NULL,
	`email` text,
	`phone_number` text,
	`mobile_number` text,
	`landline_phone_number` text,
	`landline_pending` integer DEFAULT false NOT NULL,
	`website` text,
	`payment_method` text,
	`card_last4` text,
	`stripe_customer_id` text,
	`trial_started_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `organization_groups`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `organizations_group_idx` ON `organizations` (`group_id`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`member_id` integer NOT NULL,
	`expires_on` text NOT NULL,
	`used_on` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `postal_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`postcode` text NOT NULL,
	`latitude` real,
	`longitude` real
);
--> statement-breakpoint
CREATE UNIQUE INDEX `postal_codes_postcode_unique` ON `postal_codes` (`postcode`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`member_id` integer NOT NULL,
	`impersonator_id` integer,
	`expires_on` text NOT NULL,
	`revoked_on` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`impersonator_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_member_idx` ON `refresh_tokens` (`member_id`);--> statement-breakpoint
CREATE TABLE `vehicle_makes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`logo_url` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicle_makes_name_unique` ON `vehicle_makes` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `vehicle_makes_slug_unique` ON `vehicle_makes` (`slug`);--> statement-breakpoint
CREATE TABLE `vehicle_models` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`make_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`make_id`) REFERENCES `vehicle_makes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicle_models_make_name_idx` ON `vehicle_models` (`make_id`,`name`);