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
    hookTimeout: 60_000,
  },
});
