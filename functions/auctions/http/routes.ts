// Every auction route. Literal paths come before `/auction/{id}` so that, say, GET
// /auction/aggregation is never read as an auction id.
import type { Route } from "../../api/types";
import { bidRoutes } from "./bid-routes";
import { bidTermsRoutes } from "./bid-terms-routes";
import { detailRoutes } from "./detail-routes";
import { homeRoutes } from "./home-routes";
import { lifecycleRoutes } from "./lifecycle-routes";
import { launchAliasRoutes } from "./launch-alias-route";
import { testRoutes } from "./test-routes";
import { searchRoutes } from "./search-routes";
import { myBidsRoutes } from "./my-bids-routes";
import { buyerTestRoutes } from "./buyer-test-routes";
import { myAuctionsRoutes } from "./my-auctions-routes";

export const auctionRoutes: Route[] = [
  ...homeRoutes,
  ...searchRoutes,
  ...myBidsRoutes,
  ...myAuctionsRoutes,
  ...bidRoutes,
  ...bidTermsRoutes,
  ...lifecycleRoutes,
  ...launchAliasRoutes,
  ...detailRoutes,
  ...testRoutes,
  ...buyerTestRoutes,
];
