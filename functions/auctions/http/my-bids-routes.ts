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
export const NEGOTIATING_SQL = "a.status = 'TO_ACCEPT' AND a.offer_thread IS NOT NULL";

/**
 * Which auctions each bid status means, for organisation `org` (a parameter placeholder). The
 * winner columns hold the leader at the close and are kept through acceptance and rejection.
 */
export function statusCondition(filter: BidStatus, org: string): string {
  const won = `a.winner_organization_id = ${org}`;
  const notWon = `(a.winner_organization_id IS NULL OR a.winner_organization_id <> ${org})`;
  switch (filter) {
    case "PLACED_BIDS":
      return "a.status = 'PUBLISHED'";
    case "WON":
      return `a.status = 'SOLD' AND ${won}`;
    case "TO_ACCEPT":
      return `a.status = 'TO_ACCEPT' AND ${won}`;
    case "WAITING":
      return `a.status = 'WAITING' AND ${won}`;
    case "REJECTED":
      return `a.status = 'REJECTED' AND ${won}`;
    case "LOST":
      return `a.status IN ('SOLD', 'TO_ACCEPT', 'WAITING', 'REJECTED') AND ${notWon}`;
    case "CANCELLED":
      return "a.status = 'CANCELLED'";
    case "NEGOTIATING":
      return `${NEGOTIATING_SQL} AND ${won}`;
  }
}

export const myBidsRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/bids",
    access: "member",
    summary: "Buying list: auctions the caller's organisation bid on",
    tags: ["auctions", "bidding"],
    responses: { 200: CardPageSchema },
    request: { body: MyBidsRequestSchema },
    handler: async (c) => {
      const body = await parseBody(c.request, MyBidsRequestSchema);
      if (!c.caller.isBuyer || c.caller.organizationId === null) throw forbidden(MY_BIDS_MESSAGES.NOT_BUYER);
      sweepInBackground(c);
      const orgId = c.caller.organizationId;
      const window = { offset: body.offset ?? 0, limit: body.limit ?? PAGE_SIZE };
      // In an archive period (decision 0188) the policy's organisation lookups have no table: an
      // auction the organisation bid on was visible to it, and a closed one changes no more.
      const page = await mergedCardPage(c.env, c.caller, c.clock.now(), window, (archived) => {
        const p = new SqlParams();
        const org = p.add(orgId);
        // Driven by the organisation's bids (an index range), then only bids of the current launch:
        // a relaunch starts a new auction run the organisation has not bid in yet.
        // A Buy Now purchase counts as the organisation's own even without a bid (decision 0136).
        // Bid summaries, not bid rows: they outlive the archiving of the rows (decision 0159).
        let where = `((a.id IN (SELECT s.auction_id FROM bid_summaries s WHERE s.organization_id = ${org})
        AND EXISTS (SELECT 1 FROM bid_summaries s2 WHERE s2.organization_id = ${org} AND s2.auction_id = a.id
          AND s2.launch_number = a.launch_count))
        OR (a.winner_organization_id = ${org} AND a.sale_method = 'BUY_NOW'))
        AND ${statusCondition(body.bidsSearchFilter ?? DEFAULT_BID_STATUS, org)}
        ${archived ? "" : `AND ${visibleToOrgSql(org)}`}`;
        where += textSearchSql(body.search, p);
        return { where, params: p, orderBy: "a.ends_on ASC, a.last_modified_on DESC, a.id ASC" };
      });
      return json(page);
    },
  },
];
