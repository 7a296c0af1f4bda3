// POST /auction/search (spec 001 sections 2.4 and 7): the Live Auctions list. Only PUBLISHED
// auctions before their end that the caller may see (GROUP_ONLY / GROUP_FIRST runs only inside the
// seller's group), offset paging, a text search, a make filter, and the two sorts.
import type { ApiContext, Route } from "../../api/types";
import { json, parseBody } from "../../api/http";
import { cardPage, SqlParams, textSearch, visibleLiveWhere } from "../read/card-query";
import { DEFAULT_SEARCH_SORT, PAGE_SIZE, type SearchSort } from "../../contract/list-options";
import { sweepOverdue } from "../room/room-client";

import { SearchRequestSchema } from "../../contract/auction-requests";
import { watchedBySql } from "../../contract/watchlist";
import { buyNowOpenSql } from "../../contract/buy-now";
import { makeCountsOf, makeCountsRecount, makeCountsStatement } from "../read/make-counts";
import { beforeCount, type Recount } from "../read/live-counts";
import type { SearchRequest } from "../../contract/auction-requests";
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
 * The total's recount, when the filters count only what the list generation tracks (decision 0264):
 * Buy Now open and the watchlist change with bids and follows, so those totals are always counted.
 */
function countRecount(organizationId: number, body: SearchRequest, nowMs: number): Recount | undefined {
  if (body.buyNow || body.watching) return undefined;
  return beforeCount(
    JSON.stringify(["total", organizationId, body.makeId ?? null, body.type ?? null, body.search ?? ""]),
    nowMs,
  );
}

export const searchRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/search",
    access: "member",
    memberInBatch: true,
    summary: "Live Auctions list: search, filter, sort, page",
    tags: ["auctions"],
    responses: { 200: SearchPageSchema },
    request: { body: SearchRequestSchema },
    handler: async (c) => {
      const body = await parseBody(c.request, SearchRequestSchema);
      const now = c.clock.iso();
      const orgId = c.caller.organizationId ?? -1;
      const p = new SqlParams();
      let where = visibleLiveWhere(p, now, p.add(orgId));
      if (body.makeId) where += ` AND a.make_id = ${p.add(body.makeId)}`;
      if (body.type) where += ` AND a.type = ${p.add(body.type)}`;
      if (body.buyNow) where += ` AND ${buyNowOpenSql()}`;
      if (body.watching) where += ` AND ${watchedBySql(p.add(c.caller.id))}`;
      const text = textSearch(body.search, p);
      where += text.sql;
      const nowMs = c.clock.now();
      const makes = body.includeAggregation ? makeCountsRecount(orgId, nowMs) : undefined;
      const { page, alongside, generation } = await cardPage(c.env.DB, c.caller, nowMs, {
        where,
        params: p,
        orderBy: ORDER[body.sort ?? DEFAULT_SEARCH_SORT],
        offset: body.offset ?? 0,
        limit: body.limit ?? PAGE_SIZE,
        alongside: makes ? [makeCountsStatement(c.env.DB, now, orgId, makes)] : [],
        recount: countRecount(orgId, body, nowMs),
        textMatch: text.match,
        readGeneration: makes !== undefined,
        member: c.memberRead,
      });
      // After the batch confirmed the caller: nothing is started for a token whose member is refused.
      sweepInBackground(c);
      return json(makes ? { ...page, aggregation: makeCountsOf(makes, generation, alongside[0]) } : page);
    },
  },
];
