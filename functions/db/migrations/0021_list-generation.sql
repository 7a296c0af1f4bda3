CREATE TABLE `list_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `auctions_live_idx`;--> statement-breakpoint
CREATE INDEX `auctions_live_idx` ON `auctions` (`status`,`ends_on`,`organization_id`,`publish_target`,`winner_organization_id`,`group_id`,`make_id`,`vehicle_id`,`launched_on`);--> statement-breakpoint
-- Hand-written (decision 0264): the list generation starts at a random value, so an isolate that
-- outlives a database (a test's fresh state) never takes a new database's count for its old one.
INSERT INTO `list_generation` (`id`, `n`) VALUES (1, abs(random() % 1000000000));--> statement-breakpoint
-- Bumped by exactly what changes a live list's count: an auction going live or ending, or a live
-- auction's end, seller, reach, group, make, type or vehicle changing. A new leader matters only
-- where the winner's organisation is part of who may see it (any reach but EVERYWHERE).
CREATE TRIGGER `list_generation_auction_insert` AFTER INSERT ON `auctions` WHEN NEW.status = 'PUBLISHED' BEGIN
  UPDATE list_generation SET n = n + 1 WHERE id = 1;
END;--> statement-breakpoint
CREATE TRIGGER `list_generation_auction_delete` AFTER DELETE ON `auctions` WHEN OLD.status = 'PUBLISHED' BEGIN
  UPDATE list_generation SET n = n + 1 WHERE id = 1;
END;--> statement-breakpoint
CREATE TRIGGER `list_generation_auction_update` AFTER UPDATE ON `auctions`
  WHEN (OLD.status = 'PUBLISHED' OR NEW.status = 'PUBLISHED') AND (OLD.status IS NOT NEW.status
    OR OLD.ends_on IS NOT NEW.ends_on OR OLD.organization_id IS NOT NEW.organization_id
    OR OLD.publish_target IS NOT NEW.publish_target OR OLD.group_id IS NOT NEW.group_id
    OR OLD.make_id IS NOT NEW.make_id OR OLD.type IS NOT NEW.type OR OLD.vehicle_id IS NOT NEW.vehicle_id
    OR (OLD.winner_organization_id IS NOT NEW.winner_organization_id AND COALESCE(NEW.publish_target, 'EVERYWHERE') <> 'EVERYWHERE'))
BEGIN
  UPDATE list_generation SET n = n + 1 WHERE id = 1;
END;--> statement-breakpoint
-- What a text search matches (vehicle_search's texts) and what the make counts show.
CREATE TRIGGER `list_generation_vehicle` AFTER UPDATE OF make_id, model_id, derivative, registration_plate ON `vehicles`
  WHEN EXISTS (SELECT 1 FROM auctions a WHERE a.vehicle_id = NEW.id AND a.status = 'PUBLISHED')
BEGIN
  UPDATE list_generation SET n = n + 1 WHERE id = 1;
END;--> statement-breakpoint
CREATE TRIGGER `list_generation_make` AFTER UPDATE OF name, logo_url ON `vehicle_makes` BEGIN
  UPDATE list_generation SET n = n + 1 WHERE id = 1;
END;--> statement-breakpoint
CREATE TRIGGER `list_generation_model` AFTER UPDATE OF name ON `vehicle_models` BEGIN
  UPDATE list_generation SET n = n + 1 WHERE id = 1;
END;--> statement-breakpoint
-- A group decides which GROUP_FIRST and GROUP_ONLY auctions its members see.
CREATE TRIGGER `list_generation_group` AFTER UPDATE OF group_id ON `organizations` BEGIN
  UPDATE list_generation SET n = n + 1 WHERE id = 1;
END;
