// `npm run lint:api`: Spectral (spectral:oas) and Redocly (recommended) over the committed OpenAPI
// document; any error or warning of either fails. Rules turned off are named in redocly.yaml.
import { spawnSync } from "node:child_process";

const FILE = "docs/api/openapi.json";
// No telemetry or update checks: the run needs nothing beyond the installed packages.
const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

const spectral = spawnSync(
  "npx",
  ["spectral", "lint", FILE, "--ruleset", ".spectral.yaml", "--fail-severity", "hint"],
  {
    encoding: "utf8",
    env,
  },
);
process.stdout.write(spectral.stdout);

const redocly = spawnSync("npx", ["redocly", "lint", FILE, "--config", "redocly.yaml", "--format", "json"], {
  encoding: "utf8",
  env,
});
let totals = { errors: 1, warnings: 0 };
try {
  const report = JSON.parse(redocly.stdout);
  totals = report.totals;
  for (const p of report.problems) console.log(`redocly ${p.severity} ${p.ruleId}: ${p.message}`);
} catch {
  process.stdout.write(redocly.stdout + redocly.stderr);
}
console.log(`Redocly: ${totals.errors} errors, ${totals.warnings} warnings`);
process.exit(spectral.status === 0 && totals.errors === 0 && totals.warnings === 0 ? 0 : 1);
