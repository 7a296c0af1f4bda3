// GET /auction/{id}, GET /auction/{id}/bids, POST /auction/{id}/availability (spec 001 section 7).
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { ApiError, json, notFound, parseBody } from "../../api/http";
import { can, isSellerOrganization } from "../../contract/policy";
import type { AuctionDetail } from "../../contract/dto/auction-detail";
import { loadViewer, type Viewer } from "../read/viewer";
import { buildAuctionView, contactsVisible, negotiationSide } from "../read/auction-view";
import { readSellerFeeBands } from "../../ops/fee-settings";
import { loadContact, loadDetail, viewerBidsQuery, type DetailData } from "../read/detail-queries";
import { detailDraftProblems } from "../draft-validity";
import { isOverdue, pokeRoom } from "../room/room-client";
import { auctionIdOf, AuctionIdParams, loadForViewer } from "./route-helpers";
import { disputeSummary } from "../read/dispute-summary";
import {
  AuctionDetailWithExtrasSchema,
  BidViewSchema,
  DetailQuerySchema,
  type DetailExtra,
} from "../../contract/answers/auction-detail";
import { readDetailExtras, extrasOf, type DetailExtras } from "../read/detail-extras";
import { archivedContents, archivedViewerBids, withArchivedDetail } from "../archive/read";
import { loadMovedDetail, watchedAnywhere } from "../archive/moved-read";

/**
 * Loads the detail, first waking the room of an auction that should already have closed. The first
 * read is one D1 batch with the caller's member row and the price guide's primary sales when asked
 * (decision 0267): the viewer is made after it, from the confirmed caller.
 */
async function detailFor(
  c: ApiContext,
  id: number,
  wanted: Set<DetailExtra>,
): Promise<{ data: DetailData; viewer: Viewer }> {
  // The token's organisation is the member's (the batch refuses it otherwise).
  const orgId = c.caller.organizationId ?? -1;
  const extras = { member: c.memberRead, guideAtMs: wanted.has("priceGuide") ? c.clock.now() : undefined };
  // An auction moved to an archive period is read there (decision 0188).
  let data = (await loadDetail(c.db, id, orgId, c.caller.id, extras)) ?? (await loadMovedDetail(c.env, c.db, id));
  const viewer = await loadViewer(c.db, c.caller);
  if (!data || !can(viewer, "see", data.auction)) throw notFound();
  if (isOverdue(data.auction, c.clock.now())) {
    await pokeRoom(c.env, id);
    data = await loadDetail(c.db, id, orgId, c.caller.id);
    if (!data) throw notFound();
  }
  // An archived auction's slim row: the rest of the detail is in its R2 document (decision 0159).
  return { data: data.auction.archivedOn === null ? data : await withArchivedDetail(c.env, c.db, data, orgId), viewer };
}

/** The auction as this caller may see it (404 when they may not), with the extras asked for. */
export async function auctionDetailView(
  c: ApiContext,
  id: number,
  wanted: Set<DetailExtra> = new Set(),
): Promise<{ view: AuctionDetail & DetailExtras; viewer: Viewer }> {
  const { data, viewer } = await detailFor(c, id, wanted);
  const a = data.auction;
  const show = contactsVisible(viewer, a);
  // The seller's side of a negotiation names its fee at any price: the fee settings (decision 0167).
  const sellerNegotiates = (a.status === "TO_ACCEPT" || !!a.offerThread) && negotiationSide(viewer, a) === "SELLER";
  const [seller, buyer, isWatched, sellerFeeBands, extras, dispute] = await Promise.all([
    show.seller ? loadContact(c.db, a.sellerId) : null,
    show.buyer && a.winnerBidderId !== null ? loadContact(c.db, a.winnerBidderId) : null,
    // Read with the detail's rows; a moved auction's watches moved with it (decision 0188).
    a.archivedOn === null ? data.watched : watchedAnywhere(c.env, c.caller.id, id),
    sellerNegotiates ? readSellerFeeBands(c.db) : undefined,
    readDetailExtras(c, data, wanted),
    disputeSummary(c.env.DB, viewer, a, c.clock.now()),
  ]);
  const draftValid = can(viewer, "launch", a) && Object.keys(detailDraftProblems(data)).length === 0;
  const view = buildAuctionView({
    data,
    viewer,
    nowMs: c.clock.now(),
    isDraftValid: draftValid,
    seller,
    buyer,
    isWatched,
    sellerFeeBands,
    dispute,
  });
  return { view: { ...view, ...extras }, viewer };
}

const AvailabilityBody = z.object({ context: z.string().max(40).optional() });

export const detailRoutes: Route[] = [
  {
    method: "GET",
    path: "/auction/{id}",
    access: "member",
    memberInBatch: true,
    summary: "An auction as this viewer may see it",
    tags: ["auctions"],
    description:
      "The selling organisation gets 302 with the seller's view as the body and no Location (spec 001 section 7). `with` adds the MOT history and the price guide, read in this call (decision 0179).",
    responses: { 200: AuctionDetailWithExtrasSchema, 302: AuctionDetailWithExtrasSchema },
    request: { params: AuctionIdParams, query: DetailQuerySchema },
    handler: async (c) => {
      const id = auctionIdOf(c);
      const { view, viewer } = await auctionDetailView(c, id, extrasOf(c.url));
      // Spec 001 section 7: the selling organisation is sent to its own detail (data.id). The body
      // is the seller's view, so a client that reads it anyway sees what the seller may see; no
      // Location header, so HTTP clients hand the 302 to the caller instead of following it.
      return json(view, isSellerOrganization(viewer, view) ? { status: 302 } : {});
    },
  },
  {
    method: "GET",
    path: "/auction/{id}/bids",
    access: "member",
    summary: "The viewer organisation's bids on an auction",
    tags: ["auctions", "bidding"],
    responses: { 200: z.array(BidViewSchema) },
    request: { params: AuctionIdParams },
    handler: async (c) => {
      const id = auctionIdOf(c);
      const { row, viewer } = await loadForViewer(c, id);
      // The seller's organisation sees no buyer's maximum; a buyer only their organisation's bids.
      if (!can(viewer, "see-own-bids", row) || viewer.organizationId === null) return json([]);
      const archived = row.archiveKey === null ? null : await archivedContents(c.env, row.archiveKey);
      if (archived) return json(await archivedViewerBids(c.db, archived, viewer.organizationId));
      return json(await viewerBidsQuery(c.db, id, viewer.organizationId));
    },
  },
  {
    method: "POST",
    path: "/auction/{id}/availability",
    access: "member",
    summary: "Whether the auction is still open to this viewer",
    tags: ["auctions"],
    request: { params: AuctionIdParams, body: AvailabilityBody },
    responses: { 200: z.object({ available: z.boolean() }) },
    handler: async (c) => {
      const id = auctionIdOf(c);
      await parseBody(c.request, AvailabilityBody);
      try {
        const { row } = await loadForViewer(c, id);
        const available = row.status === "PUBLISHED" && row.endsOn !== null && Date.parse(row.endsOn) > c.clock.now();
        return json({ available });
      } catch (error) {
        // An auction the viewer may not see is simply not available to them.
        if (error instanceof ApiError && error.status === 404) return json({ available: false });
        throw error;
      }
    },
  },
];
