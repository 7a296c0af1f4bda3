// The price guide's data (decisions 0137 and 0147), read beside the auction and never in its way:
// a failure leaves the page whole without the line.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PriceGuide } from "~contract/price-guide";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";

/** `guide` null: fewer than 5 comparable sales; `shown` false: nothing to say (the call failed). */
export interface PriceGuideView {
  shown: boolean;
  guide: PriceGuide | null;
}

export async function loadPriceGuide(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  auctionId: number,
): Promise<PriceGuideView> {
  try {
    const result = await viewerApi<PriceGuide | null>(
      request,
      context,
      viewer,
      "GET",
      `/auction/${auctionId}/price-guide`,
    );
    return result.ok ? { shown: true, guide: result.data } : { shown: false, guide: null };
  } catch (error) {
    // A sign-out redirect from the API client is the page's business, not the line's.
    if (error instanceof Response) throw error;
    return { shown: false, guide: null };
  }
}
