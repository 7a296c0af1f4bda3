// The bid form's two reads (decision 0095): the terms with the vehicle for the page, and the
// minimum alone for the review step. Both are answered by the auction's room, never D1's copy.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BidTerms } from "~contract/dto/bid";
import { pageFailure } from "~/api/load-failure.server";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";

async function read(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  path: "/auction/{id}/bid-terms" | "/auction/{id}/minimum-bid",
  id: number,
): Promise<BidTerms> {
  const result = await viewerApi(request, context, viewer, "GET", path, { params: { id } });
  if (result.ok) return result.data;
  throw pageFailure(result);
}

/** The bid page: may this viewer bid, the minimum, and the vehicle the confirmation names. */
export const loadBidTerms = (request: Request, context: AppLoadContext, viewer: Viewer, id: number) =>
  read(request, context, viewer, "/auction/{id}/bid-terms", id);

/** The review step: the minimum alone (and whether bidding is still open to this viewer). */
export const loadMinimumBid = (request: Request, context: AppLoadContext, viewer: Viewer, id: number) =>
  read(request, context, viewer, "/auction/{id}/minimum-bid", id);
