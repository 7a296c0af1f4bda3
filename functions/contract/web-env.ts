// The web app's view of the Worker's configuration: only the [vars] and secrets the Remix side
// reads, no bindings. functions/env.ts extends it with the bindings the API uses, so the one Env
// object worker.ts receives satisfies both.
export interface WebEnv {
  APP_ENV: string;
  APP_URL: string;
  /** When set, the Remix app calls this remote API over HTTP instead of in-process. */
  AUCTION_API_URL?: string;
  SUPPORT_EMAIL: string;
  SUPPORT_PHONE: string;
  /** Secret: signs the web session cookie. Comma-separated to rotate (newest first). */
  SESSION_SECRET: string;
  /** Stripe's publishable key: the card step loads Stripe.js only when it is set. */
  STRIPE_PUBLISHABLE_KEY?: string;
  /** "1" only in tests (never production): e.g. the bid post relays the test fault cookie. */
  ALLOW_TEST_CLOCK?: string;
}

export const isProduction = (env: Pick<WebEnv, "APP_ENV">) => env.APP_ENV === "production";

/** Test mode as the API judges it (functions/env.ts isTestMode): never in production. */
export const isWebTestMode = (env: Pick<WebEnv, "APP_ENV" | "ALLOW_TEST_CLOCK">) =>
  env.ALLOW_TEST_CLOCK === "1" && !isProduction(env);
