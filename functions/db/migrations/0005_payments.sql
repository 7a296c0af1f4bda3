CREATE TABLE `charges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`amount_in_pence` integer NOT NULL,
	`status` text NOT NULL,
	`method` text,
	`stripe_payment_intent_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`attempted_on` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charges_transaction_idx` ON `charges` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `charges_org_status_idx` ON `charges` (`organization_id`,`status`);--> statement-breakpoint
CREATE INDEX `charges_status_idx` ON `charges` (`status`);--> statement-breakpoint
CREATE INDEX `charges_intent_idx` ON `charges` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `organizations` ADD `stripe_payment_method_id` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `payment_method_updated_on` text;--> statement-breakpoint
CREATE INDEX `organizations_stripe_customer_idx` ON `organizations` (`stripe_customer_id`);