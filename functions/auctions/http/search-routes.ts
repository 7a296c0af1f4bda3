// POST /auction/search (spec 001 sections 2.4 and 7): the Live Auctions list. Only PUBLISHED
// auctions before their end that the caller may see (GROUP_ONLY / GROUP_FIRST runs only inside the
// seller's group), offset paging, a text search, a make filter, and the two sorts.
import type { ApiContext, Route } from "../../api/types";
import { json, parseBody } from "../../api/http";
import { cardPage, SqlParams, textSearchSql, visibleLiveWhere } from "../read/card-query";
import { DEFAULT_SEARCH_SORT, PAGE_SIZE, type SearchSort } from "../../contract/list-options";
import { sweepOverdue } from "../room/room-client";

import { SearchRequestSchema } from "../../contract/auction-requests";
import { watchedBySql } from "../../contract/watchlist";
import { buyNowOpenSql } from "../../contract/buy-now";
import type { MakeCount } from "../../contract/dto/auction-card";
import { SearchPageSchema } from "../../contract/answers/auction-card";

// Each order ends with the id so pages never overlap when the first key ties.
const ORDER: Record<SearchSort, string> = {
  ENDING_SOONEST: "a.ends_on ASC, a.id ASC",
  LATEST_ADDED: "a.launched_on DESC, a.id DESC",
  // Auctions without an open Buy Now price follow, soonest ending first.
  BUY_NOW_PRICE: `CASE WHEN ${buyNowOpenSql()} THEN a.buy_now_price_in_pence END IS NULL,
    CASE WHEN ${buyNowOpenSql()} THEN a.buy_now_price_in_pence END ASC, a.ends_on ASC, a.id ASC`,
};

const SWEEP_EVERY_MS = 15_000;
let lastSweep = 0;

/**
 * Lists must not show an auction long past its end: wake overdue rooms without waiting for them.
 * At most every 15 seconds per isolate: the sweep is a backstop to each room's own alarm.
 */
export function sweepInBackground(c: ApiContext): void {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  c.ctx.waitUntil(sweepOverdue(c.env, c.clock.iso(), 10).catch((error) => console.error("sweep failed", error)));
}

/**
 * The make counts of the live auctions an organisation may see: GET /auction/aggregation, and the
 * search page's filter. -1 stands for no organisation (signed out): it sees EVERYWHERE auctions only.
 */
export function makeCountsStatement(db: D1Database, nowIso: string, organizationId: number): D1PreparedStatement {
  const p = new SqlParams();
  const where = visibleLiveWhere(p, nowIso, p.add(organizationId));
  return db
    .prepare(
      `SELECT mk.id AS makeId, mk.name AS make, mk.logo_url AS urlToLogo, COUNT(*) AS count
       FROM auctions a JOIN vehicle_makes mk ON mk.id = a.make_id WHERE ${where} GROUP BY mk.id ORDER BY mk.name`,
    )
    .bind(...p.values);
}

export const searchRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/search",
    access: "member",
    summary: "Live Auctions list: search, filter, sort, page",
    tags: ["auctions"],
    responses: { 200: SearchPageSchema },
    request: { body: SearchRequestSchema },
    handler: async (c) => {
      const body = await parseBody(c.request, SearchRequestSchema);
      sweepInBackground(c);
      const now = c.clock.iso();
      const orgId = c.caller.organizationId ?? -1;
      const p = new SqlParams();
      let where = visibleLiveWhere(p, now, p.add(orgId));
      if (body.makeId) where += ` AND a.make_id = ${p.add(body.makeId)}`;
      if (body.type) where += ` AND a.type = ${p.add(body.type)}`;
      if (body.buyNow) where += ` AND ${buyNowOpenSql()}`;
      if (body.watching) where += ` AND ${watchedBySql(p.add(c.caller.id))}`;
      where += textSearchSql(body.search, p);
      const { page, alongside } = await cardPage(c.env.DB, c.caller, c.clock.now(), {
        where,
        params: p,
        orderBy: ORDER[body.sort ?? DEFAULT_SEARCH_SORT],
        offset: body.offset ?? 0,
        limit: body.limit ?? PAGE_SIZE,
        alongside: body.includeAggregation ? [makeCountsStatement(c.env.DB, now, orgId)] : [],
      });
      return json(body.includeAggregation ? { ...page, aggregation: alongside[0].results as MakeCount[] } : page);
    },
  },
];
