// Outward-code centroids (decision 0030): the 2,848 UK outward codes with their centre, town and
// county, seeded on every install from scripts/seed-data/uk-outcodes.csv. Without the ONS Postcode
// Directory a full postcode is accepted when its outward code is here, and takes its centroid.
import { real, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const postcodeOutcodes = sqliteTable("postcode_outcodes", {
  outcode: text("outcode").primaryKey(),
  latitude: real("latitude").notNull(),
  longitude: real("longitude").notNull(),
  town: text("town"),
  county: text("county"),
});
