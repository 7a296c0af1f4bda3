// `npm test`: type check, build the Worker once, vitest (unit + integration in Miniflare), then
// Playwright e2e against that same build. Fails fast on the first failing stage.
import { spawnSync } from "node:child_process";

const stages = [
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["build", "npm", ["run", "build:worker"]],
  ["unit and integration", "npx", ["vitest", "run", "--config", "tests/vitest.config.ts"], { SKIP_BUILD: "1" }],
  ["e2e", "npx", ["playwright", "test", "--config", "e2e/playwright.config.ts"], { SKIP_BUILD: "1" }],
];

for (const [name, cmd, args, extraEnv = {}] of stages) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)}s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
