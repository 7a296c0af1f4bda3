// Proves the production deploy: bundles the Worker exactly as `wrangler deploy --env production`
// would (a dry run, no account needed) and fails when it does not build or when its compressed size
// passes the Workers limit we hold it to (decision 0062: the Free plan's 3 MB after gzip, read as
// 3,000,000 bytes, so it deploys on any plan). `npm test` runs it; `npm run bench` records the size.
import { spawnSync } from "node:child_process";
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
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
