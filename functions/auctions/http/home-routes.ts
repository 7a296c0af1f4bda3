// The public home and search-navigation endpoints: GET /auction/aggregation,
// /auction/recently-sold-vehicles, /auction/hot-auction-vehicle. Read-model only; only auctions
// everyone may see (EVERYWHERE), plus, for a signed-in member, their group's and their own.
import type { Route } from "../../api/types";
import { json } from "../../api/http";
import { seeSql } from "../../contract/policy-sql";
import { salePriceSql } from "../../contract/sale-price";
import { sweepInBackground } from "./search-routes";
import { liveMakeCounts } from "../read/make-counts";
import { vehicleTitleOf } from "../read/vehicle-view";
import { photoUrls } from "../read/card-query";
import { AggregationSchema, HotAuctionSchema, RecentlySoldSchema } from "../../contract/answers/home";

const RECENTLY_SOLD_LIMIT = 10;

/** The photo a card shows, MASTER else the first gallery photo: "key small-key" (small may be empty). */
const COVER_PHOTO = `(SELECT m.r2_key || ' ' || COALESCE(m.thumbnail_r2_key, '') FROM vehicle_media m WHERE m.vehicle_id = a.vehicle_id AND m.kind = 'PHOTO'
  AND m.parent_media_id IS NULL ORDER BY (m.perspective = 'MASTER') DESC, m.sort_number, m.id LIMIT 1)`;

interface VehicleCardRow {
  id: number;
  year: number | null;
  mileage: number | null;
  make: string | null;
  model: string | null;
  photo: string | null;
}

/** What a signed-out visitor may see (policy canSee for SIGNED_OUT): the public showcase. */
const PUBLIC_SEE = seeSql({ organization: null, group: null });

/** The columns and joins of VehicleCardRow; each query adds its own columns after them. */
const VEHICLE_CARD_SELECT = `a.id, v.year, v.mileage, mk.name AS make, md.name AS model, ${COVER_PHOTO} AS photo`;
const VEHICLE_CARD_FROM = `FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
  LEFT JOIN vehicle_makes mk ON mk.id = v.make_id LEFT JOIN vehicle_models md ON md.id = v.model_id`;

/** The vehicle half of a home card, as both showcases answer it. */
function vehicleCard(r: VehicleCardRow) {
  return {
    id: r.id,
    title: vehicleTitleOf(null, r.make, r.model),
    year: r.year,
    mileage: r.mileage,
    ...photoUrls(r.photo),
  };
}

export const homeRoutes: Route[] = [
  {
    method: "GET",
    path: "/auction/aggregation",
    access: "optional",
    summary: "Live auction counts per make the caller may see",
    tags: ["auctions"],
    responses: { 200: AggregationSchema },
    handler: async (c) => {
      sweepInBackground(c);
      const orgId = c.caller?.organizationId ?? -1;
      const aggregation = await liveMakeCounts(c.env.DB, c.clock.iso(), c.clock.now(), orgId);
      return json({ vehicleMakeVisible: aggregation.length > 0, aggregation });
    },
  },
  {
    method: "GET",
    path: "/auction/recently-sold-vehicles",
    access: "public",
    summary: "Recently sold vehicles (public)",
    tags: ["auctions"],
    responses: { 200: RecentlySoldSchema },
    handler: async (c) => {
      const { results } = await c.env.DB.prepare(
        `SELECT ${VEHICLE_CARD_SELECT}, ${salePriceSql()} AS price, a.sold_on AS soldOn
         ${VEHICLE_CARD_FROM}
         WHERE a.status = 'SOLD' AND ${PUBLIC_SEE}
           -- What the answer promises (RecentlySoldSchema); a sale that lacks one is not shown.
           AND a.won_bid_price_in_pence IS NOT NULL AND a.sold_on IS NOT NULL
           AND v.year IS NOT NULL AND v.mileage IS NOT NULL
         ORDER BY a.sold_on DESC LIMIT ?`,
      )
        .bind(RECENTLY_SOLD_LIMIT)
        .all<VehicleCardRow & { price: number | null; soldOn: string | null }>();
      return json(
        results.map((r) => ({ ...vehicleCard(r), priceInPence: r.price, soldOn: r.soldOn })),
        { headers: { "cache-control": "public, max-age=60" } },
      );
    },
  },
  {
    method: "GET",
    path: "/auction/hot-auction-vehicle",
    access: "public",
    summary: "The live public auction with the most bids, or null",
    tags: ["auctions"],
    responses: { 200: HotAuctionSchema },
    handler: async (c) => {
      sweepInBackground(c);
      const now = c.clock.now();
      const row = await c.env.DB.prepare(
        `SELECT ${VEHICLE_CARD_SELECT}, a.highest_bid_in_pence AS highest, a.bid_count AS bidCount,
           a.ends_on AS endsOn, a.launched_on AS launchedOn
         ${VEHICLE_CARD_FROM}
         WHERE a.status = 'PUBLISHED' AND ${PUBLIC_SEE} AND a.ends_on > ?
         ORDER BY a.bid_count DESC, a.ends_on ASC LIMIT 1`,
      )
        .bind(new Date(now).toISOString())
        .first<VehicleCardRow & { highest: number | null; bidCount: number; endsOn: string; launchedOn: string }>();
      if (!row) return json(null);
      return json({
        ...vehicleCard(row),
        highestBidInPence: row.highest,
        bidCount: row.bidCount,
        endsOn: row.endsOn,
        launchedOn: row.launchedOn,
        publishSecondsLeft: Math.max(0, Math.floor((Date.parse(row.endsOn) - now) / 1000)),
      });
    },
  },
];
