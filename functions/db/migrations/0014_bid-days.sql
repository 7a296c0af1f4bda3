-- Decision 0176: bids are counted per organisation and London day (the analytics chart's unit), not
-- per UTC hour, and both summary tables are WITHOUT ROWID so their composite key is stored once.
-- Written by hand around drizzle-kit's two statements (it has no triggers and no WITHOUT ROWID).
-- The London day of a UTC instant t: summer time (UTC+1) runs from 01:00 UTC on the last Sunday of
-- March to 01:00 UTC on the last Sunday of October; date(Y-03-31, '-6 days', 'weekday 0') is that Sunday.
DROP TRIGGER `bids_summarise`;
--> statement-breakpoint
CREATE TABLE `bid_days` (
	`organization_id` integer NOT NULL,
	`day` text NOT NULL,
	`bids` integer NOT NULL,
	PRIMARY KEY(`organization_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `bid_days` (`organization_id`, `day`, `bids`)
  SELECT `organization_id`, `day`, SUM(`bids`) FROM (
    SELECT `organization_id`, `bids`, date(t, CASE
        WHEN t >= date(substr(t, 1, 4) || '-03-31', '-6 days', 'weekday 0') || 'T01:00:00'
         AND t < date(substr(t, 1, 4) || '-10-31', '-6 days', 'weekday 0') || 'T01:00:00'
        THEN '+1 hour' ELSE '+0 hour' END) AS `day`
    FROM (SELECT `organization_id`, `bids`, `hour` || ':00:00Z' AS t FROM `bid_hours`)
  ) GROUP BY `organization_id`, `day`;
--> statement-breakpoint
DROP TABLE `bid_hours`;
--> statement-breakpoint
CREATE TABLE `bid_summaries_compact` (
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
INSERT INTO `bid_summaries_compact` SELECT `organization_id`, `auction_id`, `launch_number`, `max_amount_in_pence`,
  `bid_count`, `first_bid_on`, `last_bid_on` FROM `bid_summaries`;
--> statement-breakpoint
DROP TABLE `bid_summaries`;
--> statement-breakpoint
ALTER TABLE `bid_summaries_compact` RENAME TO `bid_summaries`;
--> statement-breakpoint
CREATE TRIGGER `bids_summarise` AFTER INSERT ON `bids` BEGIN
  INSERT INTO `bid_summaries` (`organization_id`, `auction_id`, `launch_number`, `max_amount_in_pence`, `bid_count`, `first_bid_on`, `last_bid_on`)
    VALUES (NEW.bidder_organization_id, NEW.auction_id, NEW.launch_number, NEW.amount_in_pence, 1, NEW.created_on, NEW.created_on)
    ON CONFLICT (`organization_id`, `auction_id`, `launch_number`) DO UPDATE SET
      `max_amount_in_pence` = MAX(`max_amount_in_pence`, excluded.`max_amount_in_pence`),
      `bid_count` = `bid_count` + 1,
      `first_bid_on` = MIN(`first_bid_on`, excluded.`first_bid_on`),
      `last_bid_on` = MAX(`last_bid_on`, excluded.`last_bid_on`);
  INSERT INTO `bid_days` (`organization_id`, `day`, `bids`)
    VALUES (NEW.bidder_organization_id, date(NEW.created_on, CASE
        WHEN NEW.created_on >= date(substr(NEW.created_on, 1, 4) || '-03-31', '-6 days', 'weekday 0') || 'T01:00:00'
         AND NEW.created_on < date(substr(NEW.created_on, 1, 4) || '-10-31', '-6 days', 'weekday 0') || 'T01:00:00'
        THEN '+1 hour' ELSE '+0 hour' END), 1)
    ON CONFLICT (`organization_id`, `day`) DO UPDATE SET `bids` = `bids` + 1;
END;
