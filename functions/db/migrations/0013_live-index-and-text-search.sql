DROP INDEX `auctions_status_ends_idx`;--> statement-breakpoint
CREATE INDEX `auctions_live_idx` ON `auctions` (`status`,`ends_on`,`organization_id`,`publish_target`,`winner_organization_id`,`group_id`,`make_id`);--> statement-breakpoint
-- Hand-written (decision 0157): the lists' text search index. Drizzle does not model FTS5 tables,
-- so its snapshot does not know this table or its triggers. One row per vehicle (rowid = vehicle
-- id): make, model, derivative and the plate without spaces; trigrams match any part of a word.
CREATE VIRTUAL TABLE `vehicle_search` USING fts5(make, model, derivative, plate, content='', contentless_delete=1, tokenize='trigram');--> statement-breakpoint
INSERT INTO `vehicle_search` (rowid, make, model, derivative, plate)
  SELECT v.id, (SELECT mk.name FROM vehicle_makes mk WHERE mk.id = v.make_id), (SELECT md.name FROM vehicle_models md WHERE md.id = v.model_id), v.derivative, REPLACE(v.registration_plate, ' ', '') FROM vehicles v;--> statement-breakpoint
CREATE TRIGGER `vehicle_search_insert` AFTER INSERT ON `vehicles` BEGIN
  INSERT INTO vehicle_search (rowid, make, model, derivative, plate) VALUES (new.id, (SELECT mk.name FROM vehicle_makes mk WHERE mk.id = new.make_id), (SELECT md.name FROM vehicle_models md WHERE md.id = new.model_id), new.derivative, REPLACE(new.registration_plate, ' ', ''));
END;--> statement-breakpoint
CREATE TRIGGER `vehicle_search_update` AFTER UPDATE OF make_id, model_id, derivative, registration_plate ON `vehicles` BEGIN
  DELETE FROM vehicle_search WHERE rowid = old.id;
  INSERT INTO vehicle_search (rowid, make, model, derivative, plate) VALUES (new.id, (SELECT mk.name FROM vehicle_makes mk WHERE mk.id = new.make_id), (SELECT md.name FROM vehicle_models md WHERE md.id = new.model_id), new.derivative, REPLACE(new.registration_plate, ' ', ''));
END;--> statement-breakpoint
CREATE TRIGGER `vehicle_search_delete` AFTER DELETE ON `vehicles` BEGIN
  DELETE FROM vehicle_search WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `vehicle_search_make_name` AFTER UPDATE OF name ON `vehicle_makes` BEGIN
  DELETE FROM vehicle_search WHERE rowid IN (SELECT id FROM vehicles WHERE make_id = new.id);
  INSERT INTO vehicle_search (rowid, make, model, derivative, plate) SELECT v.id, new.name, (SELECT md.name FROM vehicle_models md WHERE md.id = v.model_id), v.derivative, REPLACE(v.registration_plate, ' ', '') FROM vehicles v WHERE v.make_id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `vehicle_search_model_name` AFTER UPDATE OF name ON `vehicle_models` BEGIN
  DELETE FROM vehicle_search WHERE rowid IN (SELECT id FROM vehicles WHERE model_id = new.id);
  INSERT INTO vehicle_search (rowid, make, model, derivative, plate) SELECT v.id, (SELECT mk.name FROM vehicle_makes mk WHERE mk.id = v.make_id), new.name, v.derivative, REPLACE(v.registration_plate, ' ', '') FROM vehicles v WHERE v.model_id = new.id;
END;
