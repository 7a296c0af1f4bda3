// The mount table: every API route, by domain, for the composition root (worker.ts, above
// functions/) that hands it to the router, so no domain imports api/ back (decision 0102). A domain adds its list here and
// nowhere else. Which of them a Worker mounts depends on its environment (mountedRoutes): test-only
// routes exist only in test mode, and only in builds that hold test code (decision 0103).
import type { Route } from "./api/types";
import { isProduction, isTestMode, type Env } from "./env";
import { openApiRoute } from "./api/openapi-route";
import { healthRoutes } from "./api/health-route";
import { vehicleMakeRoutes } from "./vehicles/make-routes";
import { authRoutes } from "./accounts/auth-routes";
import { passwordResetRoutes } from "./accounts/password-reset-routes";
import { impersonationRoutes } from "./accounts/impersonation-routes";
import { contactRoutes } from "./content/contact-routes";
import { contentRoutes } from "./content/content-routes";
import { postcodeRoutes } from "./postcodes/postcode-routes";
import { liveRoutes } from "./live/live-routes";
import { sseRoutes } from "./live/sse-routes";
import { auctionRoutes } from "./auctions/http/routes";
import { registrationRoutes } from "./registration/http/routes";
import { opsRoutes } from "./ops/http/routes";
import { archiveOpsRoutes } from "./auctions/http/archive-ops-routes";
import { organizationRoutes } from "./organisation/http/organization-routes";
import { employeeRoutes } from "./organisation/http/employee-routes";
import { alertRoutes } from "./alerts/http/alert-routes";
import { notificationRoutes } from "./alerts/http/notification-routes";
import { pushRoutes } from "./push/http/subscription-routes";
import { draftRoutes } from "./vehicles/draft/draft-routes";
import { lookupRoutes } from "./vehicles/lookup-routes";
import { wizardRoutes } from "./vehicles/wizard-routes";
import { motHistoryRoutes } from "./auctions/http/mot-routes";
import { mediaUploadRoutes } from "./media/upload-routes";
import { paymentRoutes } from "./payments/http/routes";
import { booksRoutes } from "./books/http/routes";
import { watchRoutes } from "./auctions/http/watch-routes";
import { disputeOpsRoutes } from "./disputes/http/ops-routes";
import { disputePartyRoutes } from "./disputes/http/party-routes";
import { testAndDevRoutes } from "./api-test-routes";

/** What every build serves, production's too. */
const servedRoutes: Route[] = [
  ...healthRoutes,
  openApiRoute(() => productionRoutes()),
  ...vehicleMakeRoutes,
  ...authRoutes,
  ...passwordResetRoutes,
  ...impersonationRoutes,
  ...contactRoutes,
  ...contentRoutes,
  ...postcodeRoutes,
  ...registrationRoutes,
  ...liveRoutes,
  ...sseRoutes,
  ...opsRoutes,
  ...archiveOpsRoutes,
  ...organizationRoutes,
  ...employeeRoutes,
  ...alertRoutes,
  ...notificationRoutes,
  ...pushRoutes,
  ...lookupRoutes,
  ...wizardRoutes,
  ...motHistoryRoutes,
  ...mediaUploadRoutes,
  ...draftRoutes,
  ...paymentRoutes,
  ...booksRoutes,
  ...watchRoutes,
  ...disputePartyRoutes,
  ...disputeOpsRoutes,
  // Last: it holds GET /auction/{id}, which must not shadow other domains' literal /auction/* paths.
  ...auctionRoutes,
];

/**
 * Every route this build holds. The test-only and dev-only ones are absent from the production
 * bundle: wrangler.toml defines INCLUDE_TEST_CODE false there, so the bundler drops their modules.
 */
export const allRoutes = (): Route[] => [...servedRoutes, ...(INCLUDE_TEST_CODE ? testAndDevRoutes : [])];

/** The routes a Worker with these vars serves, in matching order. */
export function mountedRoutes(env: Pick<Env, "APP_ENV" | "ALLOW_TEST_CLOCK">): Route[] {
  // Production never reads the flag, so a script without the bundler's defines can list its routes.
  const held = isProduction(env) ? servedRoutes : allRoutes();
  return held.filter((route) => {
    if (route.only === "test") return isTestMode(env);
    if (route.only === "non-production") return !isProduction(env);
    return true;
  });
}

/** What production serves: the routes of the published OpenAPI document. */
export const productionRoutes = () => mountedRoutes({ APP_ENV: "production", ALLOW_TEST_CLOCK: undefined });
