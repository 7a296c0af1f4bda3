// Bundles (or deploys) the Worker with wrangler, stamping the build version that /api/health and
// Sentry report: the commit, with "-dirty" when the tree has uncommitted changes.
//   node scripts/bundle-worker.mjs [wrangler deploy arguments...]
// e.g. `--dry-run --outdir dist` (npm run build:worker) or `--env production` (npm run deploy).
import { execFileSync, spawnSync } from "node:child_process";

function buildVersion() {
  try {
    const git = (...args) =>
      execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const commit = git("rev-parse", "--short=12", "HEAD");
    return git("status", "--porcelain", "--untracked-files=no") ? `${commit}-dirty` : commit;
  } catch {
    return "unknown";
  }
}

const version = process.env.BUILD_VERSION || buildVersion();
const args = ["wrangler", "deploy", ...process.argv.slice(2), "--define", `BUILD_VERSION:${JSON.stringify(version)}`];
const result = spawnSync("npx", args, { stdio: "inherit" });
process.exit(result.status ?? 1);
