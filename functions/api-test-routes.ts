// The test-only and dev-only API routes (the `/test/*` set-up and clock controls, the dev mailbox's
// `/dev/outbox`). Only builds with INCLUDE_TEST_CODE mount them (every build but production's,
// wrangler.toml), and then only in test mode or outside production (each route's `only`).
import type { Route } from "./api/types";
import { devRoutes } from "./dev/outbox-routes";
import { sqlTestRoutes } from "./dev/sql-test-route";
import { accountTestRoutes } from "./organisation/http/test-routes";
import { alertTestRoutes } from "./alerts/http/alert-test-routes";
import { paymentTestRoutes } from "./payments/http/test-routes";
import { opsTestRoutes } from "./ops/http/test-routes";
import { liveTestRoutes } from "./live/live-test-routes";
import { testRoutes as auctionTestRoutes } from "./auctions/http/test-routes";
import { buyerTestRoutes } from "./auctions/http/buyer-test-routes";
import { pushTestRoutes } from "./push/http/push-test-routes";
import { archiveTestRoutes } from "./auctions/http/archive-test-routes";

export const testAndDevRoutes: Route[] = [
  ...devRoutes,
  ...sqlTestRoutes,
  ...accountTestRoutes,
  ...alertTestRoutes,
  ...paymentTestRoutes,
  ...opsTestRoutes,
  ...liveTestRoutes,
  ...auctionTestRoutes,
  ...archiveTestRoutes,
  ...buyerTestRoutes,
  ...pushTestRoutes,
];
