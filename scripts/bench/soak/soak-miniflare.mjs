// The soak's Worker served by Miniflare alone (decision 0223): the built bundle `npm start` would
// serve, wrangler.toml's bindings and static assets, over the state folder the soak migrated and
// seeded, in one workerd with no `wrangler dev` proxy in front, so every 5xx the soak counts is the
// Worker's. wrangler's `--test-scheduled` has no Miniflare twin, so a control port beside it runs
// the Worker's `scheduled` handler on `GET /__scheduled?cron=...`, as wrangler's route does.
//   node scripts/bench/soak/soak-miniflare.mjs <port> <persistTo> [NAME:value ...]
import http from "node:http";
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

const control = http.createServer(async (req, res) => {
  const cron = new URL(req.url ?? "/", "http://control").searchParams.get("cron") ?? "";
  try {
    const worker = await mf.getWorker();
    const result = await worker.scheduled({ cron });
    res.writeHead(result.outcome === "ok" ? 200 : 500).end(result.outcome);
  } catch (error) {
    console.error("scheduled run failed", error);
    res.writeHead(500).end(String(error));
  }
});
control.listen(Number(port) + 1, "127.0.0.1");
console.log(`soak server ready on ${url} (cron on http://127.0.0.1:${Number(port) + 1}/__scheduled)`);

const stop = async () => {
  control.close();
  await mf.dispose();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
