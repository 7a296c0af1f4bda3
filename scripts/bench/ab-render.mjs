// A/B server render (issue 23 item 3): two local servers, each on its own seeded database (for
// example main before a change and the change), timed request by request in one loop with the order
// swapped every round, so both see the same machine load; each page's p50 is given as a ratio to the
// static file of its own server. On a machine shared with other jobs this compares two versions more
// fairly than two runs of `npm run bench` minutes apart.
//   node scripts/bench/ab-render.mjs http://127.0.0.1:8824 http://127.0.0.1:8834 [rounds]
import { readFileSync } from "node:fs";
import { scaleRender } from "./scale-render.mjs";

const [baseA, baseB] = process.argv.slice(2, 4);
const ROUNDS = Number(process.argv[4] ?? 150);

const load = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const loadBefore = load();
const rows = await scaleRender(baseA, baseB, ROUNDS);
console.log(`load average (1 min): ${loadBefore} at the start, ${load()} at the end; ${ROUNDS} rounds`);
console.log(`| request | A p50 | A ratio | B p50 | B ratio | B / A |`);
console.log(`| --- | --- | --- | --- | --- | --- |`);
for (const r of rows) {
  console.log(
    `| \`${r.label}\` | ${r.demo.toFixed(1)} ms | ${r.demoRatio.toFixed(2)}x | ${r.scaled.toFixed(1)} ms | ` +
      `${r.scaledRatio.toFixed(2)}x | ${r.growth.toFixed(2)}x |`,
  );
}
