CREATE TABLE `bid_hours` (
	`organization_id` integer NOT NULL,
	`hour` text NOT NULL,
	`bids` integer NOT NULL,
	PRIMARY KEY(`organization_id`, `hour`)
);
--> statement-breakpoint
CREATE TABLE `bid_summaries` (
	`organization_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`launch_number` integer NOT NULL,
	`max_amount_in_pence` integer NOT NULL,
	`bid_count` integer NOT NULL,
	`first_bid_on` text NOT NULL,
	`last_bid_on` text NOT NULL,
	PRIMARY KEY(`organization_id`, `auction_id`, `launch_number`)
);
--> statement-breakpoint
ALTER TABLE `auctions` ADD `archived_on` text;--> statement-breakpoint
ALTER TABLE `auctions` ADD `archive_key` text;--> statement-breakpoint
CREATE INDEX `auctions_archive_due_idx` ON `auctions` (`ends_on`) WHERE archived_on IS NULL AND status IN ('SOLD', 'ENDED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE INDEX `member_notices_auction_idx` ON `member_notices` (`auction_id`);--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): every bid row feeds its summary and hour count, so
-- the rows can be deleted (archived) while My Bids and analytics keep their figures (decision 0159).
CREATE TRIGGER `bids_summarise` AFTER INSERT ON `bids` BEGIN
  INSERT INTO `bid_summaries` (`organization_id`, `auction_id`, `launch_number`, `max_amount_in_pence`, `bid_count`, `first_bid_on`, `last_bid_on`)
    VALUES (NEW.bidder_organization_id, NEW.auction_id, NEW.launch_number, NEW.amount_in_pence, 1, NEW.created_on, NEW.created_on)
    ON CONFLICT (`organization_id`, `auction_id`, `launch_number`) DO UPDATE SET
      `max_amount_in_pence` = MAX(`max_amount_in_pence`, excluded.`max_amount_in_pence`),
      `bid_count` = `bid_count` + 1,
      `first_bid_on` = MIN(`first_bid_on`, excluded.`first_bid_on`),
      `last_bid_on` = MAX(`last_bid_on`, excluded.`last_bid_on`);
  INSERT INTO `bid_hours` (`organization_id`, `hour`, `bids`)
    VALUES (NEW.bidder_organization_id, substr(NEW.created_on, 1, 13), 1)
    ON CONFLICT (`organization_id`, `hour`) DO UPDATE SET `bids` = `bids` + 1;
END;
--> statement-breakpoint
INSERT INTO `bid_summaries` (`organization_id`, `auction_id`, `launch_number`, `max_amount_in_pence`, `bid_count`, `first_bid_on`, `last_bid_on`)
  SELECT `bidder_organization_id`, `auction_id`, `launch_number`, MAX(`amount_in_pence`), COUNT(*), MIN(`created_on`), MAX(`created_on`)
  FROM `bids` GROUP BY `bidder_organization_id`, `auction_id`, `launch_number`;
--> statement-breakpoint
INSERT INTO `bid_hours` (`organization_id`, `hour`, `bids`)
  SELECT `bidder_organization_id`, substr(`created_on`, 1, 13), COUNT(*) FROM `bids`
  GROUP BY `bidder_organization_id`, substr(`created_on`, 1, 13);
