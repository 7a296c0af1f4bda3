CREATE TABLE `postcode_outcodes` (
	`outcode` text PRIMARY KEY NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`town` text,
	`county` text
);
--> statement-breakpoint
ALTER TABLE `postal_codes` ADD `source` text DEFAULT 'DIRECTORY' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_vat_idx` ON `organizations` (`vat_number`);