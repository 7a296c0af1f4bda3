// The runtime's own memory floor for the soak's target (issue 26 item 5, decision 0262): workerd's
// RSS under Miniflare alone, as the soak serves the Worker, over the same stream of requests sent to
// a Worker that only answers a constant JSON body, then to ours (the built bundle on a fresh state
// folder). What the trivial Worker keeps per request is the runtime's, whatever our code does.
//   node scripts/bench/soak/runtime-floor.mjs [trivial|ours] [rounds 20] [path /api/health/live]
// Each round is 5,000 GETs at 20 concurrent; prints RSS after each round.
import { Miniflare } from "miniflare";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { Pool } from "undici";
import { builtWorkerOptions } from "../../built-worker.mjs";

const [which = "trivial", roundsArg = "20", path = "/api/health/live"] = process.argv.slice(2);
const TRIVIAL = `export default { async fetch() {
  return new Response('{"data":{"ok":true}}', { headers: { "content-type": "application/json" } });
} };`;
const persistTo = ".wrangler/runtime-floor";
rmSync(persistTo, { recursive: true, force: true });
const options = which === "trivial" ? { modules: true, script: TRIVIAL } : builtWorkerOptions(persistTo);
// Our Worker logs a line a request; Miniflare hands workerd's output to this process, so drop it here.
const mf = new Miniflare({
  ...options,
  host: "127.0.0.1",
  port: 0,
  handleRuntimeStdio: (out, err) => {
    out.resume();
    err.resume();
  },
});
const url = await mf.ready;

/** VmRSS of the workerd processes this Miniflare started, in MiB. */
function rssMib() {
  let kib = 0;
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      if (!/^Name:\s+workerd$/m.test(status) || Number(/^PPid:\s+(\d+)/m.exec(status)[1]) !== process.pid) continue;
      kib += Number(/^VmRSS:\s+(\d+)/m.exec(status)[1]);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kib / 1024);
}

const pool = new Pool(url.origin, { connections: 20 });
const readings = [`start ${rssMib()}`];
for (let round = 1; round <= Number(roundsArg); round++) {
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 250; i++) await (await pool.request({ path, method: "GET" })).body.dump();
    }),
  );
  readings.push(`${round * 5}k ${rssMib()}`);
}
console.log(`${which} ${path}, workerd RSS MiB after each 5,000 requests: ${readings.join(", ")}`);
await pool.close();
await mf.dispose();
