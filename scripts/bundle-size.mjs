// Proves the production deploy: bundles the Worker exactly as `wrangler deploy --env production`
// would (a dry run, no account needed) and fails when it does not build or when its compressed size
// passes the Workers limit we hold it to (decision 0062: the Free plan's 3 MB after gzip, read as
// 3,000,000 bytes, so it deploys on any plan), or when it holds test-only or dev-only code (decision
// 0103). `npm test` runs it; `npm run bench` records the size.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const SIZE_LIMIT_BYTES = 3_000_000;
const OUTDIR = ".cache/deploy-production";

/** Runs the dry run; answers wrangler's own upload figures (the ones Cloudflare checks). */
export function measureProductionBundle() {
  const result = spawnSync(
    "node",
    ["scripts/bundle-worker.mjs", "--dry-run", "--env", "production", "--outdir", OUTDIR],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0" } },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run --env production failed:\n${output}`);
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (!match) throw new Error(`wrangler printed no upload size:\n${output}`);
  const uploadBytes = Math.round(Number(match[1]) * 1024);
  const gzipBytes = Math.round(Number(match[2]) * 1024);
  return { uploadBytes, gzipBytes, limitBytes: SIZE_LIMIT_BYTES, withinLimit: gzipBytes <= SIZE_LIMIT_BYTES };
}

/**
 * What only test and dev builds hold: routes marked `only` (the `/test/*` routes, the dev mailbox's
 * API) and the test faults' injected errors. Each is found in the test build (dist/, `npm run
 * build:worker`), so a marker that stops matching anything is noticed instead of passing quietly.
 */
const TEST_CODE_MARKERS = [
  { what: "a test-only route", pattern: /\bonly:\s*"test"/ },
  { what: "a dev-only route", pattern: /\bonly:\s*"non-production"/ },
  { what: "the test faults (functions/api/test-faults.ts)", pattern: /D1 DB is overloaded/ },
];

/** The markers of test code found in a bundle file. */
export function testCodeIn(file) {
  const text = readFileSync(file, "utf8");
  return TEST_CODE_MARKERS.filter((marker) => marker.pattern.test(text)).map((marker) => marker.what);
}

/** Fails when the production bundle holds test code, or a marker finds nothing in the test build. */
export function checkNoTestCode() {
  const found = testCodeIn(`${OUTDIR}/worker.js`);
  if (found.length) throw new Error(`The production bundle holds test code: ${found.join(", ")} (decision 0103).`);
  const testBuild = "dist/worker.js";
  if (existsSync(testBuild)) {
    const seen = testCodeIn(testBuild);
    const stale = TEST_CODE_MARKERS.filter((marker) => !seen.includes(marker.what)).map((marker) => marker.what);
    if (stale.length) throw new Error(`No longer found in the test build, so not checked: ${stale.join(", ")}.`);
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The benchmarks section (scripts/bench/benches.mjs). */
export function bundleSection() {
  const m = measureProductionBundle();
  const share = ((m.gzipBytes / m.limitBytes) * 100).toFixed(0);
  return {
    section: "Worker bundle",
    markdown: [
      "`wrangler deploy --dry-run --env production` (what `npm test` checks):",
      "",
      "| bundle | uncompressed | gzip | limit (gzip, decision 0062) | used |",
      "| --- | --- | --- | --- | --- |",
      `| \`worker.js\` (API, Remix server build, Durable Objects) | ${kib(m.uploadBytes)} | ${kib(m.gzipBytes)} | ${kib(m.limitBytes)} | ${share}% |`,
    ].join("\n"),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const m = measureProductionBundle();
    console.log(`production bundle: ${kib(m.uploadBytes)}, gzip ${kib(m.gzipBytes)} (limit ${kib(m.limitBytes)})`);
    if (!m.withinLimit) {
      console.error("The production bundle is over the Workers size limit (decision 0062).");
      process.exit(1);
    }
    checkNoTestCode();
    console.log("production bundle: no test-only or dev-only routes, no test faults");
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
