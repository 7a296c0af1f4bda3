// A/B server render (issue 23 item 3): two local servers, each on its own seeded database (for
// example main before a change and the change), timed request by request in one interleaved loop, so
// both see the same machine load; each page's p50 is given as a ratio to the static file of its own
// server. On a machine shared with other jobs this compares two versions more fairly than two runs
// of `npm run bench` minutes apart.
//   node scripts/bench/ab-render.mjs http://127.0.0.1:8824 http://127.0.0.1:8834 [rounds]
import { readFileSync } from "node:fs";
import { percentile } from "./http-timing.mjs";
import { renderPlan as plan, timedGet as timed } from "./render-plan.mjs";

const [baseA, baseB] = process.argv.slice(2, 4);
const ROUNDS = Number(process.argv[4] ?? 150);

const load = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const loadBefore = load();
const plans = [await plan(baseA), await plan(baseB)];
const samples = plans.map((p) => p.map(() => []));
for (let round = -5; round < ROUNDS; round++) {
  for (let i = 0; i < plans[0].length; i++) {
    for (let s = 0; s < 2; s++) {
      const [, url, headers] = plans[s][i];
      const ms = await timed(url, headers);
      if (round >= 0) samples[s][i].push(ms);
    }
  }
}
const p50 = (list) =>
  percentile(
    [...list].sort((a, b) => a - b),
    50,
  );
console.log(`load average (1 min): ${loadBefore} at the start, ${load()} at the end; ${ROUNDS} rounds`);
console.log(`| request | A p50 | A ratio | B p50 | B ratio |`);
console.log(`| --- | --- | --- | --- | --- |`);
const floor = [p50(samples[0][0]), p50(samples[1][0])];
plans[0].forEach(([label], i) => {
  const a = p50(samples[0][i]);
  const b = p50(samples[1][i]);
  console.log(
    `| \`${label}\` | ${a.toFixed(1)} ms | ${(a / floor[0]).toFixed(2)}x | ${b.toFixed(1)} ms | ${(b / floor[1]).toFixed(2)}x |`,
  );
});
