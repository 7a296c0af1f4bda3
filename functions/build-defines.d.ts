// Constants the bundler writes in (wrangler.toml [define], tests/vitest.config.ts define).
/**
 * False only in the production build: test-only and dev-only code (the `/test/*` routes, the dev
 * mailbox's route, test faults, the `x-test-now` clock) is then left out of the bundle (decision 0103).
 */
declare const INCLUDE_TEST_CODE: boolean;
