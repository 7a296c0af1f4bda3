// The public home and search-navigation endpoints: GET /auction/aggregation,
// /auction/recently-sold-vehicles, /auction/hot-auction-vehicle. Read-model only; only auctions
// everyone may see (EVERYWHERE), plus, for a signed-in member, their group's and their own.
import type { ApiContext, Route } from "../../api/types";
import { json } from "../../api/http";
import { loadViewer } from "../read/viewer";
import { seeSql } from "../../contract/policy-sql";
import { sweepOverdue } from "../room/room-client";
import { vehicleTitleOf } from "../read/vehicle-view";
import { photoUrls } from "../read/card-query";
import { AggregationSchema, HotAuctionSchema, RecentlySoldSchema } from "../../contract/answers/home";

const RECENTLY_SOLD_LIMIT = 10;

/** The photo a card shows, MASTER else the first gallery photo: "key small-key" (small may be empty). */
const COVER_PHOTO = `(SELECT m.r2_key || ' ' || COALESCE(m.thumbnail_r2_key, '') FROM vehicle_media m WHERE m.vehicle_id = a.vehicle_id AND m.kind = 'PHOTO'
  AND m.parent_media_id IS NULL ORDER BY (m.perspective = 'MASTER') DESC, m.sort_number, m.id LIMIT 1)`;

/** Lists must never show a live auction past its end for long: wake overdue rooms in the background. */
function sweepInBackground(c: ApiContext): void {
  c.ctx.waitUntil(sweepOverdue(c.env, c.clock.iso(), 10).catch((error) => console.error("sweep failed", error)));
}

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
      const viewer = c.caller ? await loadViewer(c.db, c.caller) : null;
      const { results } = await c.env.DB.prepare(
        `SELECT mk.id AS makeId, mk.name AS make, mk.logo_url AS urlToLogo, COUNT(*) AS count
         FROM auctions a JOIN vehicle_makes mk ON mk.id = a.make_id
         WHERE a.status = 'PUBLISHED' AND a.ends_on > ?1
           AND ${seeSql({ organization: "?2", group: "?3" })}
         GROUP BY mk.id ORDER BY mk.name`,
      )
        // -1 matches no organisation or group: a signed-out caller sees EVERYWHERE auctions only.
        .bind(c.clock.iso(), viewer?.organizationId ?? -1, viewer?.groupId ?? -1)
        .all<{ makeId: number; make: string; urlToLogo: string | null; count: number }>();
      return json({ vehicleMakeVisible: results.length > 0, aggregation: results });
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
        `SELECT a.id, v.year, v.mileage, mk.name AS make, md.name AS model, a.won_bid_price_in_pence AS price,
           a.sold_on AS soldOn, ${COVER_PHOTO} AS photo
         FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
         LEFT JOIN vehicle_makes mk ON mk.id = v.make_id LEFT JOIN vehicle_models md ON md.id = v.model_id
         WHERE a.status = 'SOLD' AND ${PUBLIC_SEE}
           -- What the answer promises (RecentlySoldSchema); a sale that lacks one is not shown.
           AND a.won_bid_price_in_pence IS NOT NULL AND a.sold_on IS NOT NULL
           AND v.year IS NOT NULL AND v.mileage IS NOT NULL
         ORDER BY a.sold_on DESC LIMIT ?`,
      )
        .bind(RECENTLY_SOLD_LIMIT)
        .all<VehicleCardRow & { price: number | null; soldOn: string | null }>();
      return json(
        results.map((r) => ({
          id: r.id,
          title: vehicleTitleOf(null, r.make, r.model),
          year: r.year,
          mileage: r.mileage,
          priceInPence: r.price,
          ...photoUrls(r.photo),
          soldOn: r.soldOn,
        })),
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
        `SELECT a.id, v.year, v.mileage, mk.name AS make, md.name AS model, a.highest_bid_in_pence AS highest,
           a.bid_count AS bidCount, a.ends_on AS endsOn, a.launched_on AS launchedOn, ${COVER_PHOTO} AS photo
         FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
         LEFT JOIN vehicle_makes mk ON mk.id = v.make_id LEFT JOIN vehicle_models md ON md.id = v.model_id
         WHERE a.status = 'PUBLISHED' AND ${PUBLIC_SEE} AND a.ends_on > ?
         ORDER BY a.bid_count DESC, a.ends_on ASC LIMIT 1`,
      )
        .bind(new Date(now).toISOString())
        .first<VehicleCardRow & { highest: number | null; bidCount: number; endsOn: string; launchedOn: string }>();
      if (!row) return json(null);
      return json({
        id: row.id,
        title: vehicleTitleOf(null, row.make, row.model),
        year: row.year,
        mileage: row.mileage,
        ...photoUrls(row.photo),
        highestBidInPence: row.highest,
        bidCount: row.bidCount,
        endsOn: row.endsOn,
        launchedOn: row.launchedOn,
        publishSecondsLeft: Math.max(0, Math.floor((Date.parse(row.endsOn) - now) / 1000)),
      });
    },
  },
];
