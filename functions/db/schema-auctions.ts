// Vehicles, media metadata, auctions (the read model), the bids copy, fee transactions and fee
// settings. While an auction is live its Durable Object (AuctionRoom) is the authority and writes
// every change through to these tables, so lists and search never call the object.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// schema.ts re-exports this file at its end; these references are lazy, so the cycle is harmless.
import {
  createdOn,
  locations,
  members,
  now,
  organizationRef,
  organizations,
  requiredRef,
  serialId,
  vehicleMakes,
  vehicleModels,
} from "./schema-core";
import {
  AUCTION_STATUSES,
  AUCTION_TYPES,
  PUBLISH_TARGETS,
  SALE_METHODS,
  TRANSACTION_KINDS,
  TRYING_TO_DEAL_DELIVERY_DATE_TYPES,
} from "../contract/auctions";
import { DAMAGE_TYPES, MEDIA_KINDS, PHOTO_PERSPECTIVES, SERVICE_HISTORY_TYPES } from "../contract/vehicles";

export const vehicles = sqliteTable(
  "vehicles",
  {
    id: serialId(),
    organizationId: organizationRef(),
    sellerId: requiredRef("seller_id", () => members.id),
    // Most fields are nullable: a draft fills them step by step.
    registrationPlate: text("registration_plate"),
    makeId: integer("make_id").references(() => vehicleMakes.id),
    modelId: integer("model_id").references(() => vehicleModels.id),
    derivative: text("derivative"),
    mileage: integer("mileage"),
    year: integer("year"),
    dateOfFirstRegistration: text("date_of_first_registration"),
    mot: text("mot"),
    colour: text("colour"),
    carType: text("car_type"),
    doors: integer("doors"),
    fuel: text("fuel"),
    engineSize: integer("engine_size"),
    transmission: text("transmission"),
    previousKeepersInTotal: integer("previous_keepers_in_total"),
    vin: text("vin"),
    vehicleCapCapId: text("vehicle_cap_cap_id"),
    description: text("description"),
    tireNearsideFrontMm: integer("tire_nearside_front_mm"),
    tireOffsideFrontMm: integer("tire_offside_front_mm"),
    tireNearsideRearMm: integer("tire_nearside_rear_mm"),
    tireOffsideRearMm: integer("tire_offside_rear_mm"),
    serviceHistoryType: text("service_history_type", { enum: SERVICE_HISTORY_TYPES }),
    /** JSON array of ManualServiceRecord. */
    serviceHistoryRecords: text("service_history_records").notNull().default("[]"),
    /** JSON VehicleFeatures: {dictionary: [{id, value}], custom: [string]}. */
    features: text("features").notNull().default('{"dictionary":[],"custom":[]}'),
    version: integer("version").notNull().default(0),
    createdOn: createdOn(),
    lastModifiedOn: text("last_modified_on").notNull().default(now),
  },
  (t) => [
    index("vehicles_org_idx").on(t.organizationId),
    index("vehicles_plate_idx").on(t.registrationPlate),
    // The price guide's comparable cars (decision 0183): one model, a year band, a mileage band.
    index("vehicles_guide_idx").on(t.modelId, t.year, t.mileage),
  ],
);

export const vehicleMedia = sqliteTable(
  "vehicle_media",
  {
    id: serialId(),
    /** Null between upload and the draft save that attaches it. */
    vehicleId: integer("vehicle_id").references(() => vehicles.id),
    organizationId: organizationRef(),
    uploadedBy: integer("uploaded_by").references(() => members.id),
    /** Content-addressed key in the MEDIA bucket; served at `/media/<key>`. */
    r2Key: text("r2_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes"),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    perspective: text("perspective", { enum: PHOTO_PERSPECTIVES }),
    sortNumber: integer("sort_number").notNull().default(0),
    /** DAMAGE rows point at their photo; a video's preview image points at its video. */
    parentMediaId: integer("parent_media_id"),
    damageType: text("damage_type", { enum: DAMAGE_TYPES }),
    /** A small variant (at most 480 px wide) for cards and thumbnails; null until one is made. */
    thumbnailR2Key: text("thumbnail_r2_key"),
    createdOn: createdOn(),
  },
  (t) => [index("vehicle_media_vehicle_idx").on(t.vehicleId, t.kind, t.sortNumber)],
);

export const auctions = sqliteTable(
  "auctions",
  {
    id: serialId(),
    vehicleId: requiredRef("vehicle_id", () => vehicles.id),
    /** The seller's organisation. */
    organizationId: organizationRef(),
    sellerId: requiredRef("seller_id", () => members.id),
    locationId: integer("location_id").references(() => locations.id),
    /** Denormalised from the vehicle for the make filter and aggregation. */
    makeId: integer("make_id").references(() => vehicleMakes.id),
    status: text("status", { enum: AUCTION_STATUSES }).notNull().default("DRAFT"),
    type: text("type", { enum: AUCTION_TYPES }),
    minimumPriceInPence: integer("minimum_price_in_pence"),
    autoAcceptPriceInPence: integer("auto_accept_price_in_pence"),
    /** The seller's optional Buy Now price, set at launch (decision 0136). */
    buyNowPriceInPence: integer("buy_now_price_in_pence"),
    /** Minutes, one of TIME_OPTIONS. */
    timeOption: integer("time_option"),
    publishTarget: text("publish_target", { enum: PUBLISH_TARGETS }),
    /** The seller organisation's group when launched: GROUP_ONLY / GROUP_FIRST visibility. */
    groupId: integer("group_id"),
    tryingToDealDeliveryDateType: text("trying_to_deal_delivery_date_type", {
      enum: TRYING_TO_DEAL_DELIVERY_DATE_TYPES,
    }),
    tryingToDealDeliveryDate: text("trying_to_deal_delivery_date"),
    launchedOn: text("launched_on"),
    endsOn: text("ends_on"),
    highestBidInPence: integer("highest_bid_in_pence"),
    bidCount: integer("bid_count").notNull().default(0),
    /** The current leader while PUBLISHED, the winner once closed. */
    winnerBidderId: integer("winner_bidder_id"),
    winnerOrganizationId: integer("winner_organization_id"),
    /** The sale price, set on SOLD. */
    wonBidPriceInPence: integer("won_bid_price_in_pence"),
    /**
     * The price a partly upheld dispute settled the sale at, written by ops' decision and never by the
     * room (decision 0255); null otherwise. Readers use the contract's salePriceSql.
     */
    settledPriceInPence: integer("settled_price_in_pence"),
    soldOn: text("sold_on"),
    /** How a SOLD auction was sold: null by its close or acceptance, BUY_NOW by a taker. */
    saleMethod: text("sale_method", { enum: SALE_METHODS }),
    /** Launches of this vehicle in the current transaction (carried to an edited copy); 3 are free. */
    launchCount: integer("launch_count").notNull().default(0),
    /** End of the TO_ACCEPT (seller) or WAITING (buyer) window, or of the open counter-offer. */
    acceptanceDeadline: text("acceptance_deadline"),
    /** JSON: the counter-offer thread of the current launch (decision 0148), null when none. */
    offerThread: text("offer_thread"),
    /** Set when /edit made a new draft from this auction; it can then not be relaunched. */
    supersededByAuctionId: integer("superseded_by_auction_id"),
    /** The wizard step a draft was last saved on (1 to 11), where resuming opens it. */
    formStep: integer("form_step").notNull().default(1),
    /** JSON: the wizard's validation errors per section when last saved ({section: {field: [msg]}}). */
    validationErrors: text("validation_errors").notNull().default("{}"),
    /**
     * 1 once an AuctionRoom holds this auction in its own storage (decision 0070): only those rooms
     * can keep an undrained outbox, so only those are woken when the server starts.
     */
    roomAwake: integer("room_awake").notNull().default(0),
    /**
     * Set when the archiver moved this closed auction's heavy rows (full vehicle, photos, bids,
     * notices) to R2 (decision 0159): the row stays for lists, the rest is read from `archiveKey`.
     */
    archivedOn: text("archived_on"),
    archiveKey: text("archive_key"),
    version: integer("version").notNull().default(0),
    createdOn: createdOn(),
    lastModifiedOn: text("last_modified_on").notNull().default(now),
  },
  (t) => [
    // Live lists (decision 0157): the count, the make counts and the visibility policy read only this
    // index (covering), never the rows; its first two columns also order by the end and find overdue.
    // The vehicle and the launch (decision 0264) let a text search match and order its live auctions
    // without reading their rows.
    index("auctions_live_idx").on(
      t.status,
      t.endsOn,
      t.organizationId,
      t.publishTarget,
      t.winnerOrganizationId,
      t.groupId,
      t.makeId,
      t.vehicleId,
      t.launchedOn,
    ),
    index("auctions_status_launched_idx").on(t.status, t.launchedOn),
    index("auctions_org_status_idx").on(t.organizationId, t.status),
    index("auctions_make_status_idx").on(t.makeId, t.status),
    index("auctions_vehicle_idx").on(t.vehicleId),
    index("auctions_winner_org_idx").on(t.winnerOrganizationId),
    index("auctions_status_sold_idx").on(t.status, t.soldOn),
    // The price guide (decision 0137): one make's sales of the last 12 months, an index range.
    index("auctions_make_sold_idx").on(t.makeId, t.status, t.soldOn),
    // The archiver's queue: closed and not yet archived, oldest end first; archived rows leave it.
    index("auctions_archive_due_idx")
      .on(t.endsOn)
      .where(sql`archived_on IS NULL AND status IN ('SOLD', 'ENDED', 'REJECTED', 'CANCELLED')`),
    // The move to the period's archive D1 (decision 0188): archived rows still in the primary, oldest
    // first; the index holds only those, so finding them never reads the live rows.
    index("auctions_archived_idx")
      .on(t.archivedOn)
      .where(sql`archived_on IS NOT NULL`),
  ],
);

export const bids = sqliteTable(
  "bids",
  {
    id: text("id").primaryKey(),
    auctionId: requiredRef("auction_id", () => auctions.id),
    /** auctions.launch_count when placed: a relaunch starts a new ledger. */
    launchNumber: integer("launch_number").notNull(),
    /** Ledger order within one launch; ties between equal maxima go to the lower seq. */
    seq: integer("seq").notNull(),
    bidderId: requiredRef("bidder_id", () => members.id),
    bidderOrganizationId: requiredRef("bidder_organization_id", () => organizations.id),
    /** The bidder's maximum (proxy) bid. Never shown outside the bidder's organisation. */
    amountInPence: integer("amount_in_pence").notNull(),
    isHighest: integer("is_highest", { mode: "boolean" }).notNull().default(false),
    createdOn: text("created_on").notNull(),
  },
  (t) => [
    uniqueIndex("bids_auction_launch_seq_idx").on(t.auctionId, t.launchNumber, t.seq),
    index("bids_org_auction_idx").on(t.bidderOrganizationId, t.auctionId),
  ],
);

export const transactions = sqliteTable(
  "transactions",
  {
    id: serialId(),
    organizationId: organizationRef(),
    kind: text("kind", { enum: TRANSACTION_KINDS }).notNull(),
    title: text("title").notNull(),
    amountInPence: integer("amount_in_pence").notNull(),
    /** No foreign key: fees outlive a deleted auction. */
    auctionId: integer("auction_id"),
    /** Idempotency key, e.g. `auction:12:launch:4`, so a retried write-through never charges twice. */
    reference: text("reference").notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex("transactions_reference_idx").on(t.reference),
    index("transactions_org_created_idx").on(t.organizationId, t.createdOn),
  ],
);

/**
 * Configurable fees. SELLER_FEE rows are bands like the buyer's (upToInPence inclusive, null =
 * open-ended); the single LAUNCH_FEE row is charged from the fourth launch in a transaction.
 */
export const feeSettings = sqliteTable(
  "fee_settings",
  {
    id: serialId(),
    kind: text("kind", { enum: ["SELLER_FEE", "LAUNCH_FEE"] }).notNull(),
    upToInPence: integer("up_to_in_pence"),
    feeInPence: integer("fee_in_pence").notNull(),
  },
  (t) => [index("fee_settings_kind_idx").on(t.kind, t.upToInPence)],
);

/**
 * One row: a counter that triggers bump whenever a live auction is added, ends or changes what the
 * live lists count it under (migration 0021), so an isolate knows when a remembered count is stale
 * (functions/auctions/read/live-counts.ts, decision 0264).
 */
export const listGeneration = sqliteTable("list_generation", {
  id: integer("id").primaryKey(),
  n: integer("n").notNull(),
  /** PUBLISHED auctions, kept by triggers (migration 0022): a text search sizes its plan by it (decision 0271). */
  published: integer("published").notNull().default(0),
});
