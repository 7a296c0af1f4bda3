// Every API route, by domain. A domain adds its list here and nowhere else.
import type { Route } from "./router";
import { vehicleMakeRoutes } from "../vehicles/make-routes";
import { authRoutes } from "../accounts/auth-routes";
import { passwordResetRoutes } from "../accounts/password-reset-routes";
import { impersonationRoutes } from "../accounts/impersonation-routes";
import { devRoutes } from "../dev/outbox-routes";
import { contactRoutes } from "../content/contact-routes";
import { contentRoutes } from "../content/content-routes";
import { postcodeRoutes } from "../postcodes/postcode-routes";
import { liveRoutes } from "../live/live-routes";
import { sseRoutes } from "../live/sse-routes";
import { auctionRoutes } from "../auctions/routes";

export const routes: Route[] = [
  { method: "GET", path: "/health", access: "public", handler: () => Response.json({ data: { ok: true } }) },
  ...vehicleMakeRoutes,
  ...authRoutes,
  ...passwordResetRoutes,
  ...impersonationRoutes,
  ...devRoutes,
  ...contactRoutes,
  ...contentRoutes,
  ...postcodeRoutes,
  ...liveRoutes,
  ...sseRoutes,
  // Last: it holds GET /auction/{id}, which must not shadow other domains' literal /auction/* paths.
  ...auctionRoutes,
];
