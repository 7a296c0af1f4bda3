CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`transaction_id` integer NOT NULL,
	`title` text NOT NULL,
	`amount_in_pence` integer NOT NULL,
	`transaction_on` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_lines_transaction_idx` ON `invoice_lines` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice_idx` ON `invoice_lines` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `invoice_runs` (
	`period` text PRIMARY KEY NOT NULL,
	`invoice_count` integer NOT NULL,
	`completed_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`sequence` integer NOT NULL,
	`invoice_number` text NOT NULL,
	`period` text NOT NULL,
	`net_amount_in_pence` integer,
	`vat_amount_in_pence` integer,
	`total_amount_in_pence` integer,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_sequence_idx` ON `invoices` (`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_org_period_idx` ON `invoices` (`organization_id`,`period`);--> statement-breakpoint
CREATE INDEX `invoices_org_created_idx` ON `invoices` (`organization_id`,`created_on`);