// The price guide's data (decisions 0137 and 0147), read beside the auction and never in its way:
// a failure leaves the page whole without the line. The words are put together here, on the
// server, so the pages' JavaScript does not carry them.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PriceGuide } from "~contract/price-guide";
import { PRICE_GUIDE_MESSAGES as M } from "~contract/messages/price-guide";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";
import { formatAmount } from "./format";
import type { PriceGuideView } from "./price-guide";

/** The line for a guide (null: fewer than 5 comparable sales). */
export function priceGuideViewOf(g: PriceGuide | null): PriceGuideView {
  return {
    label: M.label,
    title: M.why,
    figure: g ? formatAmount(g.medianInPence) : "",
    detail: g
      ? `(${M.range(formatAmount(g.lowInPence), formatAmount(g.highInPence))}, ${M.basis(g.count)})`
      : M.notEnough,
  };
}

/** The line for one auction's vehicle, or null when the guide could not be read. */
export async function loadPriceGuide(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  auctionId: number,
): Promise<PriceGuideView | null> {
  try {
    const result = await viewerApi(request, context, viewer, "GET", "/auction/{id}/price-guide", {
      params: { id: auctionId },
    });
    return result.ok ? priceGuideViewOf(result.data) : null;
  } catch (error) {
    // A sign-out redirect from the API client is the page's business, not the line's.
    if (error instanceof Response) throw error;
    return null;
  }
}
