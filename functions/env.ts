// Bindings and configuration of the Worker (wrangler.toml [vars], secrets, bindings). What the web
// app reads is declared once in the contract (WebEnv); this adds what only the API uses.
import type { WebEnv } from "./contract/web-env";

export { isProduction } from "./contract/web-env";

export interface Env extends WebEnv {
  DB: D1Database;
  MEDIA: R2Bucket;
  /**
   * The archive D1 of archived auctions' slim rows (decision 0188); ARCHIVE_DB_<YYYY> bindings, when
   * present, take the auctions that ended in that year and after. Without any, slim rows stay in DB.
   */
  ARCHIVE_DB?: D1Database;
  AUCTION_ROOM: DurableObjectNamespace;
  TOPIC_HUB: DurableObjectNamespace;
  /** The push outbox's sender (functions/push); absent in a Worker built without it. */
  PUSH_SENDER?: DurableObjectNamespace;
  ASSETS: Fetcher;
  /** Secret: signs API access tokens (HS256). */
  JWT_SECRET: string;
  /** Secret: Stripe; payments are off when absent. */
  STRIPE_SECRET_KEY?: string;
  /** Secret: the Stripe webhook endpoint's signing secret (whsec_...); webhooks are refused without it. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Points the Stripe adapter at a local fake in tests (default https://api.stripe.com). */
  STRIPE_API_URL?: string;
  /** Secret: HTTP email API; mail stays in the outbox when absent. */
  EMAIL_API_KEY?: string;
  EMAIL_API_URL?: string;
  EMAIL_FROM?: string;
  /** Secret: DVLA Vehicle Enquiry Service; the seeded demo registrations are used when absent. */
  DVLA_API_KEY?: string;
  DVLA_API_URL?: string;
  /** Secrets: DVSA MOT History API (OAuth2 client credentials plus an API key); demo histories when absent. */
  DVSA_CLIENT_ID?: string;
  DVSA_CLIENT_SECRET?: string;
  DVSA_API_KEY?: string;
  /** Point the DVSA adapter elsewhere (tests: a local fake); DVSA's own endpoints by default. */
  DVSA_API_URL?: string;
  DVSA_TOKEN_URL?: string;
  DVSA_SCOPE?: string;
  /** Secrets: the VAPID key pair of Web Push (base64url: the public point, the private scalar d); push is off without them. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** The mailto: or https: contact push services see; mailto:SUPPORT_EMAIL by default. */
  VAPID_SUBJECT?: string;
  /** Secret: Sentry project DSN; errors are reported there when set (functions/observability). */
  SENTRY_DSN?: string;
  /** Hours each counter-offer stays open (decision 0168); 24 when unset or not a positive number. */
  COUNTER_OFFER_WINDOW_HOURS?: string;
  /** "1" only in tests: mounts the test-only routes and honours `x-test-now`. Ignored in production. */
  ALLOW_TEST_CLOCK?: string;
}

/**
 * Test mode: the test-only routes are mounted and the `x-test-now` header moves the clock. Production
 * never runs in test mode, whatever ALLOW_TEST_CLOCK says (a stray var must not mint admin tokens).
 */
export const isTestMode = (env: Pick<Env, "APP_ENV" | "ALLOW_TEST_CLOCK">) =>
  env.ALLOW_TEST_CLOCK === "1" && env.APP_ENV !== "production";
