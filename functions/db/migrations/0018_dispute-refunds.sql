CREATE TABLE `dispute_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dispute_id` integer NOT NULL,
	`credit_transaction_id` integer NOT NULL,
	`fee_transaction_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`status` text DEFAULT 'WAITING' NOT NULL,
	`refunded_in_pence` integer,
	`stripe_refund_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_on` text,
	FOREIGN KEY (`dispute_id`) REFERENCES `disputes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`credit_transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fee_transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dispute_refunds_credit_idx` ON `dispute_refunds` (`credit_transaction_id`);--> statement-breakpoint
CREATE INDEX `dispute_refunds_dispute_idx` ON `dispute_refunds` (`dispute_id`);--> statement-breakpoint
CREATE INDEX `dispute_refunds_waiting_idx` ON `dispute_refunds` (`status`,`fee_transaction_id`);