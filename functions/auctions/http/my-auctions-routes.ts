// The Selling list and the seller's detail (spec 001 sections 2.2, 2.5 and 7): POST
// /auction/my-auctions/search answers the caller's organisation's auctions only, filtered by
// status and text, ordered by endsOn ascending then lastModifiedOn descending unless the page asks
// for another order; GET /auction/my-auctions/{id} is the detail from the seller's side (404 for
// any auction another organisation sells: the web app then shows the public detail).
import type { ApiContext, Route } from "../../api/types";
import { forbidden, json, notFound, parseBody } from "../../api/http";
import { isSellerOrganization } from "../../contract/policy";
import { MyAuctionsRequestSchema, type MyAuctionsRequest } from "../../contract/auction-requests";
import { PAGE_SIZE } from "../../contract/list-options";
import { SELLING_LIST_MESSAGES } from "../../contract/messages/auction";
import { SqlParams, textSearchSql } from "../read/card-query";
import { mergedCardPage } from "../read/card-merge";
import { AuctionIdParams, auctionIdOf } from "./route-helpers";
import { sweepInBackground } from "./search-routes";
import { NEGOTIATING_SQL } from "./my-bids-routes";
import { auctionDetailView } from "./detail-routes";
import { CardPageSchema } from "../../contract/answers/auction-card";
import { AuctionDetailSchema } from "../../contract/answers/auction-detail";

const COLUMNS = { endsOn: "a.ends_on", lastModifiedOn: "a.last_modified_on", launchedOn: "a.launched_on", id: "a.id" };
/** Spec 001 section 7; the id last, so pages never overlap when the keys tie. */
export const MY_AUCTIONS_ORDER = "a.ends_on ASC, a.last_modified_on DESC, a.id DESC";

function orderOf(body: MyAuctionsRequest): string {
  const orders = body.page?.sort?.orders ?? [];
  if (orders.length === 0) return MY_AUCTIONS_ORDER;
  const keys = orders.map((o) => `${COLUMNS[o.property]} ${o.direction}`);
  return orders.some((o) => o.property === "id") ? keys.join(", ") : [...keys, "a.id DESC"].join(", ");
}

/** `offset`/`limit` when sent (the other lists' paging), else the spec's page number and size. */
function windowOf(body: MyAuctionsRequest): { offset: number; limit: number } {
  const limit = body.limit ?? body.page?.pageSize ?? PAGE_SIZE;
  return { offset: body.offset ?? (body.page?.pageNumber ?? 0) * limit, limit };
}

/**
 * The organisation's auctions. One an edit replaced (POST /edit made a new draft of it) is left
 * out while its replacement exists: the dealer sees one card per vehicle.
 */
function ownWhere(p: SqlParams, organizationId: number): string {
  return `a.organization_id = ${p.add(organizationId)}
    AND (a.superseded_by_auction_id IS NULL
      OR NOT EXISTS (SELECT 1 FROM auctions s WHERE s.id = a.superseded_by_auction_id))`;
}

function requireSellingMember(c: ApiContext): number {
  const orgId = c.caller.organizationId;
  if (orgId === null || !(c.caller.isSeller || c.caller.isOwner)) throw forbidden(SELLING_LIST_MESSAGES.NOT_SELLER);
  return orgId;
}

export const myAuctionsRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/my-auctions/search",
    access: "member",
    memberInBatch: true,
    summary: "Selling list: the caller's organisation's auctions",
    tags: ["auctions"],
    responses: { 200: CardPageSchema },
    request: { body: MyAuctionsRequestSchema },
    handler: async (c) => {
      const body = await parseBody(c.request, MyAuctionsRequestSchema);
      const orgId = c.caller.organizationId;
      if (orgId === null) throw forbidden(SELLING_LIST_MESSAGES.NOT_SELLER);
      // Archived auctions' rows may be in an archive period (decision 0188): the same query there.
      const page = await mergedCardPage(
        c.env,
        c.caller,
        c.clock.now(),
        windowOf(body),
        () => {
          const p = new SqlParams();
          let where = ownWhere(p, orgId);
          if (body.criteria?.status) where += ` AND a.status = ${p.add(body.criteria.status)}`;
          if (body.criteria?.negotiating) where += ` AND ${NEGOTIATING_SQL}`;
          where += textSearchSql(body.criteria?.search, p);
          return { where, params: p, orderBy: orderOf(body) };
        },
        c.memberRead,
      );
      // The roles are the member row's, confirmed by the page's batch (decision 0267).
      requireSellingMember(c);
      sweepInBackground(c);
      return json(page);
    },
  },
  {
    method: "GET",
    path: "/auction/my-auctions/{id}",
    access: "member",
    summary: "An auction the caller's organisation sells, from the seller's side",
    tags: ["auctions"],
    responses: { 200: AuctionDetailSchema },
    request: { params: AuctionIdParams },
    handler: async (c) => {
      const id = auctionIdOf(c);
      const { view, viewer } = await auctionDetailView(c, id);
      if (!isSellerOrganization(viewer, view)) throw notFound();
      return json(view);
    },
  },
];
