ALTER TABLE `list_generation` ADD `published` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0271): how many auctions are PUBLISHED, kept exact by the writes themselves,
-- so a text search can choose between walking the live list and starting from its matching
-- vehicles by their sizes, at any scale, without counting the list first.
UPDATE `list_generation` SET `published` = (SELECT COUNT(*) FROM `auctions` WHERE `status` = 'PUBLISHED') WHERE `id` = 1;--> statement-breakpoint
CREATE TRIGGER `list_published_insert` AFTER INSERT ON `auctions` WHEN NEW.status = 'PUBLISHED' BEGIN
  UPDATE list_generation SET published = published + 1 WHERE id = 1;
END;--> statement-breakpoint
CREATE TRIGGER `list_published_delete` AFTER DELETE ON `auctions` WHEN OLD.status = 'PUBLISHED' BEGIN
  UPDATE list_generation SET published = published - 1 WHERE id = 1;
END;--> statement-breakpoint
CREATE TRIGGER `list_published_update` AFTER UPDATE OF status ON `auctions`
  WHEN (OLD.status = 'PUBLISHED') <> (NEW.status = 'PUBLISHED')
BEGIN
  UPDATE list_generation SET published = published + (CASE WHEN NEW.status = 'PUBLISHED' THEN 1 ELSE -1 END) WHERE id = 1;
END;
