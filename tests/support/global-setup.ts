// Builds the Worker once per test run (unless SKIP_BUILD=1 says it is fresh), so every
// integration file runs the same bundle that `wrangler deploy` would ship.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export default function setup() {
  if (process.env.SKIP_BUILD === "1" && existsSync("dist/worker.js")) return;
  execSync("npm run build:worker", { stdio: "inherit" });
}
