// Search alerts, notification settings and member notices (spec 000 sections 2 and 7, issue 13).
// An alert keeps the coordinates of its member's location and the box it reaches, so matching a
// published auction is one indexed range query (decision 0037). -1 means All / Any / National.
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdOn, memberRef, members, organizationRef, serialId } from "./schema-core";

export const searchAlerts = sqliteTable(
  "search_alerts",
  {
    id: serialId(),
    memberId: memberRef(),
    organizationId: organizationRef(),
    // No foreign keys: -1 stands for All, which no make or model row is.
    makeId: integer("make_id").notNull(),
    modelId: integer("model_id").notNull(),
    yearMin: integer("year_min").notNull(),
    yearMax: integer("year_max").notNull(),
    mileageMax: integer("mileage_max").notNull(),
    distanceMax: integer("distance_max").notNull(),
    /** The member's location when saved (null: no postcode coordinates known). */
    originLat: real("origin_lat"),
    originLng: real("origin_lng"),
    cosLat: real("cos_lat"),
    /** The box the alert reaches; the whole world for national alerts, empty when it cannot match. */
    minLat: real("min_lat").notNull(),
    maxLat: real("max_lat").notNull(),
    minLng: real("min_lng").notNull(),
    maxLng: real("max_lng").notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    // Covering the box: candidates are judged on the index entries, rows are read only for hits.
    index("search_alerts_match_idx").on(t.makeId, t.modelId, t.minLat, t.maxLat, t.minLng, t.maxLng, t.distanceMax),
    index("search_alerts_member_idx").on(t.memberId, t.createdOn),
  ],
);

/** One row per member who changed a toggle; a member without a row has every toggle on. */
export const memberNotificationSettings = sqliteTable("member_notification_settings", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => members.id),
  emailSystem: integer("email_system", { mode: "boolean" }).notNull().default(true),
  emailSearchAlerts: integer("email_search_alerts", { mode: "boolean" }).notNull().default(true),
  pushSystem: integer("push_system", { mode: "boolean" }).notNull().default(true),
  pushSearchAlerts: integer("push_search_alerts", { mode: "boolean" }).notNull().default(true),
  version: integer("version").notNull().default(0),
});

/**
 * What happened that a member should know (alert matches, outbid, won, ...). The unique key makes
 * each notice, and so its email, happen at most once; `batch` ties a write to the emails it causes.
 */
export const memberNotices = sqliteTable(
  "member_notices",
  {
    id: serialId(),
    memberId: memberRef(),
    kind: text("kind").notNull(),
    auctionId: integer("auction_id"),
    noticeKey: text("notice_key").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    batch: text("batch").notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex("member_notices_key_idx").on(t.noticeKey),
    index("member_notices_member_idx").on(t.memberId, t.createdOn),
    index("member_notices_batch_idx").on(t.batch),
    // The archiver moves an auction's notices with it.
    index("member_notices_auction_idx").on(t.auctionId),
  ],
);
