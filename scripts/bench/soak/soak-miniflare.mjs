// The soak's Worker served by Miniflare alone (decision 0223): the built bundle `npm start` would
// serve, wrangler.toml's bindings and static assets, over the state folder the soak migrated and
// seeded, in one workerd with no `wrangler dev` proxy in front, so every 5xx the soak counts is the
// Worker's. Its cron runs through Miniflare's own `GET /cdn-cgi/mf/scheduled?cron=...` on the same
// port, answered inside workerd: asking through `mf.getWorker()` blocks this process's thread while
// it waits, and a workerd that logs more than the pipe holds meanwhile waits for this process to read
// it (the soak of 2026-11-28 03:09 stopped for five minutes so, decision 0236).
//   node scripts/bench/soak/soak-miniflare.mjs <port> <persistTo> [NAME:value ...]
import { Miniflare } from "miniflare";
import { builtWorkerOptions } from "../../built-worker.mjs";

const [port, persistTo, ...vars] = process.argv.slice(2);
const options = builtWorkerOptions(persistTo);
const bindings = { ...options.bindings, APP_URL: `http://127.0.0.1:${port}` };
for (const v of vars) {
  const at = v.indexOf(":");
  bindings[v.slice(0, at)] = v.slice(at + 1);
}
// SOAK_INSPECTOR_PORT opens workerd's inspector (heap usage and snapshots of the Worker's isolate),
// to attribute the server's memory without changing what the soak measures.
const inspector = process.env.SOAK_INSPECTOR_PORT ? { inspectorPort: Number(process.env.SOAK_INSPECTOR_PORT) } : {};
const mf = new Miniflare({ ...options, ...inspector, bindings, host: "127.0.0.1", port: Number(port) });
const url = await mf.ready;

console.log(`soak server ready on ${url} (cron on ${url}cdn-cgi/mf/scheduled)`);

const stop = async () => {
  await mf.dispose();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
