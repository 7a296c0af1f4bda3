// POST /auction/bids (spec 001 sections 2.3 and 7): the Buying list. Auctions on which the caller's
// organisation bid in the current launch, filtered by bid status, searched by text, offset paged,
// ordered by endsOn ascending then lastModifiedOn descending.
import type { Route } from "../../api/types";
import { forbidden, json, parseBody } from "../../api/http";
import { type BidStatus } from "../../contract/auctions";
import { SqlParams, textSearchSql, visibleToOrgSql } from "../read/card-query";
import { mergedCardPage } from "../read/card-merge";
import { DEFAULT_BID_STATUS, PAGE_SIZE } from "../../contract/list-options";
import { sweepInBackground } from "./search-routes";
import { MY_BIDS_MESSAGES } from "../../contract/messages/bidding";
import { MyBidsRequestSchema } from "../../contract/auction-requests";
import { CardPageSchema } from "../../contract/answers/auction-card";

/** A counter-offer thread under way (decision 0167): also the Selling list's filter (decision 0246). */
const negotiatingSql = (status = "a.status") => `${status} = 'TO_ACCEPT' AND a.offer_thread IS NOT NULL`;
export const NEGOTIATING_SQL = negotiatingSql();

/**
 * Which auctions each bid status means, for organisation `org` (a parameter placeholder). The
 * winner columns hold the leader at the close and are kept through acceptance and rejection.
 * `status` is the status column as the caller wants it read (the Buying list's disables its index).
 */
export function statusCondition(filter: BidStatus, org: string, status = "a.status"): string {
  const won = `a.winner_organization_id = ${org}`;
  const notWon = `(a.winner_organization_id IS NULL OR a.winner_organization_id <> ${org})`;
  switch (filter) {
    case "PLACED_BIDS":
      return `${status} = 'PUBLISHED'`;
    case "WON":
      return `${status} = 'SOLD' AND ${won}`;
    case "TO_ACCEPT":
      return `${status} = 'TO_ACCEPT' AND ${won}`;
    case "WAITING":
      return `${status} = 'WAITING' AND ${won}`;
    case "REJECTED":
      return `${status} = 'REJECTED' AND ${won}`;
    case "LOST":
      return `${status} IN ('SOLD', 'TO_ACCEPT', 'WAITING', 'REJECTED') AND ${notWon}`;
    case "CANCELLED":
      return `${status} = 'CANCELLED'`;
    case "NEGOTIATING":
      return `${negotiatingSql(status)} AND ${won}`;
  }
}

/**
 * The Buying list's auctions for organisation `org` (a placeholder) under one bid status. Driven by
 * the organisation's bids (an index range), then only bids of the current launch: a relaunch starts
 * a new auction run the organisation has not bid in yet. A Buy Now purchase counts as the
 * organisation's own even without a bid (decision 0136). Bid summaries, not bid rows: they outlive
 * the archiving of the rows (decision 0159). In an archive period (decision 0188) the policy's
 * organisation lookups have no table: an auction the organisation bid on was visible to it.
 * The ids come first, from both kinds, and the status is read with its index disabled (`+`): else
 * SQLite walks every auction of the status (10,000 live ones) to find the few bid on.
 */
export function buyingWhere(org: string, filter: BidStatus, archived: boolean): string {
  const buyNowWon = `a.winner_organization_id = ${org} AND a.sale_method = 'BUY_NOW'`;
  return `a.id IN (SELECT s.auction_id FROM bid_summaries s WHERE s.organization_id = ${org}
      UNION ALL SELECT w.id FROM auctions w WHERE w.winner_organization_id = ${org} AND w.sale_method = 'BUY_NOW')
    AND (EXISTS (SELECT 1 FROM bid_summaries s2 WHERE s2.organization_id = ${org} AND s2.auction_id = a.id
      AND s2.launch_number = a.launch_count) OR (${buyNowWon}))
    AND ${statusCondition(filter, org, "+a.status")}
    ${archived ? "" : `AND ${visibleToOrgSql(org)}`}`;
}

export const myBidsRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/bids",
    access: "member",
    memberInBatch: true,
    summary: "Buying list: auctions the caller's organisation bid on",
    tags: ["auctions", "bidding"],
    responses: { 200: CardPageSchema },
    request: { body: MyBidsRequestSchema },
    handler: async (c) => {
      const body = await parseBody(c.request, MyBidsRequestSchema);
      if (c.caller.organizationId === null) throw forbidden(MY_BIDS_MESSAGES.NOT_BUYER);
      const orgId = c.caller.organizationId;
      const window = { offset: body.offset ?? 0, limit: body.limit ?? PAGE_SIZE };
      const page = await mergedCardPage(
        c.env,
        c.caller,
        c.clock.now(),
        window,
        (archived) => {
          const p = new SqlParams();
          const filter = body.bidsSearchFilter ?? DEFAULT_BID_STATUS;
          const where = buyingWhere(p.add(orgId), filter, archived) + textSearchSql(body.search, p);
          return { where, params: p, orderBy: "a.ends_on ASC, a.last_modified_on DESC, a.id ASC" };
        },
        c.memberRead,
      );
      // The role is the member row's, confirmed by the page's batch (decision 0267): checked after it,
      // and the rows read for a caller without it are never answered.
      if (!c.caller.isBuyer) throw forbidden(MY_BIDS_MESSAGES.NOT_BUYER);
      sweepInBackground(c);
      return json(page);
    },
  },
];
