import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  // What wrangler.toml defines for every build but production's (functions/build-defines.d.ts).
  define: { INCLUDE_TEST_CODE: "true" },
  resolve: { alias: { "~contract": `${root}functions/contract`, "~": `${root}app` } },
  test: {
    include: ["functions/**/*.test.ts", "app/**/*.test.{ts,tsx}", "tests/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Integration files each start their own Miniflare; two cores, so two at a time.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    // Starting a Miniflare with every migration takes seconds alone and over a minute on a starved
    // runner (seen: three files' beforeAll timed out at 60 s under a load average of 16).
    hookTimeout: 120_000,
    // One retry on CI only, as the e2e does: a failure that repeats still fails the run, and the
    // report names the test as flaky instead of throwing away a submission for a starved core.
    retry: process.env.CI ? 1 : 0,
  },
});
