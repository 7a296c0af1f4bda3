// `npm test`: format check, type check, lint, build the Worker once, the production deploy dry run, vitest (unit + integration in Miniflare), then
// Playwright e2e against that same build. Stops at the first failing stage and ends with one
// plain summary line of passed and failed tests.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";

const out = ".cache/test-results";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const stages = [
  // One formatter config for the tree (decision 0029): `npm run format` fixes what this finds.
  { name: "format check", cmd: "npx", args: ["prettier", "--check", "--log-level", "warn", "."] },
  { name: "conflict markers", cmd: "node", args: ["scripts/check-conflict-markers.mjs"] },
  { name: "type check", cmd: "npx", args: ["tsc", "--noEmit"] },
  // ESLint at 0 warnings (decision 0105): typescript-eslint, the rules of hooks, jsx-a11y.
  { name: "lint", cmd: "npm", args: ["run", "-s", "lint"] },
  // The OpenAPI document at 0 errors and 0 warnings of Spectral and Redocly (decision 0128).
  { name: "API document lint", cmd: "npm", args: ["run", "-s", "lint:api"] },
  { name: "build", cmd: "npm", args: ["run", "build:worker"] },
  // The production deploy, proven without an account: builds and stays under the size limit (0062).
  { name: "deploy dry run (production)", cmd: "node", args: ["scripts/bundle-size.mjs"] },
  {
    name: "unit and integration",
    cmd: "npx",
    args: [
      "vitest",
      "run",
      "--config",
      "tests/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}/vitest.json`,
    ],
    env: { SKIP_BUILD: "1" },
  },
  {
    name: "e2e",
    cmd: "npx",
    args: ["playwright", "test", "--config", "e2e/playwright.config.ts", "--reporter=list,json"],
    // Playwright resolves relative output paths against its config folder, so pass an absolute one.
    env: { SKIP_BUILD: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(`${out}/playwright.json`) },
  },
];

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = `${out}/vitest.json`;
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, "utf8"));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  const pw = `${out}/playwright.json`;
  if (existsSync(pw)) {
    const s = JSON.parse(readFileSync(pw, "utf8")).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

let status = 0;
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const result = spawnSync(stage.cmd, stage.args, { stdio: "inherit", env: { ...process.env, ...stage.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${stage.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${seconds}s ===`);
  if (result.status !== 0) {
    status = result.status ?? 1;
    break;
  }
}
const { passed, failed, skipped } = counts();
// A failed type check or build counts as a failure even though no test ran.
console.log(`\n${passed} passed, ${Math.max(failed, status ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(status);
