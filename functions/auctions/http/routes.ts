// Every auction route. Literal paths come before `/auction/{id}` so that, say, GET
// /auction/aggregation is never read as an auction id. The test-only routes are in the mount table's
// test list (functions/api-test-routes.ts).
import type { Route } from "../../api/types";
import { bidRoutes } from "./bid-routes";
import { bidTermsRoutes } from "./bid-terms-routes";
import { buyNowRoutes } from "./buy-now-routes";
import { priceGuideRoutes } from "./price-guide-routes";
import { offerRoutes } from "./offer-routes";
import { detailRoutes } from "./detail-routes";
import { homeRoutes } from "./home-routes";
import { lifecycleRoutes } from "./lifecycle-routes";
import { launchAliasRoutes } from "./launch-alias-route";
import { searchRoutes } from "./search-routes";
import { myBidsRoutes } from "./my-bids-routes";
import { myAuctionsRoutes } from "./my-auctions-routes";

export const auctionRoutes: Route[] = [
  ...homeRoutes,
  ...searchRoutes,
  ...myBidsRoutes,
  ...myAuctionsRoutes,
  ...bidRoutes,
  ...bidTermsRoutes,
  ...buyNowRoutes,
  ...priceGuideRoutes,
  ...offerRoutes,
  ...lifecycleRoutes,
  ...launchAliasRoutes,
  ...detailRoutes,
];
