// Bindings and configuration of the Worker (wrangler.toml [vars], secrets, bindings).
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  AUCTION_ROOM: DurableObjectNamespace;
  TOPIC_HUB: DurableObjectNamespace;
  ASSETS: Fetcher;
  APP_ENV: string;
  APP_URL: string;
  /** When set, the Remix app calls this remote API over HTTP instead of in-process. */
  AUCTION_API_URL?: string;
  SUPPORT_EMAIL: string;
  SUPPORT_PHONE: string;
  /** Secret: signs API access tokens (HS256). */
  JWT_SECRET: string;
  /** Secret: signs the web session cookie. Comma-separated to rotate (newest first). */
  SESSION_SECRET: string;
  /** Secret: Stripe; payments are off when absent. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  /** Points the Stripe adapter at a local fake in tests (default https://api.stripe.com). */
  STRIPE_API_URL?: string;
  /** Secret: HTTP email API; mail stays in the outbox when absent. */
  EMAIL_API_KEY?: string;
  EMAIL_API_URL?: string;
  EMAIL_FROM?: string;
  /** Secret: DVLA Vehicle Enquiry Service; the seeded demo registrations are used when absent. */
  DVLA_API_KEY?: string;
  DVLA_API_URL?: string;
  /** "1" only in tests: mounts the test-only routes and honours `x-test-now`. Ignored in production. */
  ALLOW_TEST_CLOCK?: string;
}

export const isProduction = (env: Pick<Env, "APP_ENV">) => env.APP_ENV === "production";

/**
 * Test mode: the test-only routes are mounted and the `x-test-now` header moves the clock. Production
 * never runs in test mode, whatever ALLOW_TEST_CLOCK says (a stray var must not mint admin tokens).
 */
export const isTestMode = (env: Pick<Env, "APP_ENV" | "ALLOW_TEST_CLOCK">) =>
  env.ALLOW_TEST_CLOCK === "1" && env.APP_ENV !== "production";
