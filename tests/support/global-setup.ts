// Builds the Worker once per test run (unless SKIP_BUILD=1 says it is fresh), so every
// integration file runs the same bundle that `wrangler deploy` would ship.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export default function setup() {
  if (process.env.SKIP_BUILD === "1" && existsSync("dist/worker.js")) return;
  // vitest sets NODE_ENV=test, under which Remix compiles the development JSX runtime the Worker
  // cannot serve (every page answered 500): build as `npm test` and `wrangler deploy` do.
  execSync("npm run build:worker", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
