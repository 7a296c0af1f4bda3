import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 8790);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry on CI only, reported as "flaky" in the list: a failure that repeats still fails the
  // run, but one lost to a starved 2-core runner does not throw away a whole submission.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Each test also runs axe and the CSP guard on its last page (e2e/support/page-guards.ts).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: "retain-on-failure",
    locale: "en-GB",
    timezoneId: "Europe/London",
  },
  // Every flow runs twice: as a dealer with JavaScript, and as one on a phone where it never loaded.
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    cwd: "..",
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
