// The server Playwright tests run against: the built Worker (dist/worker.js, the bundle the
// integration tests run) with wrangler.toml's bindings and static assets, on a fresh database of
// its own (so tests never touch a developer's data), in test mode.
//
// It runs in Miniflare, not `wrangler dev` (decision 0163). wrangler dev puts a proxy Worker in a
// second workerd in front of the app and reaches it over a pooled local HTTP connection; on a
// loaded machine that hop fails requests the app never saw ("kj/compat/http.c++: expected clean;
// can't read more data after a previous read didn't complete" answered as 503, or a reset socket),
// and a source change mid-run reloads the Worker ("Your worker restarted mid-request").
// Miniflare serves the same Worker from one workerd with no proxy and no file watching.
import { rmSync } from "node:fs";
import { Miniflare } from "miniflare";
import { builtWorkerOptions } from "./built-worker.mjs";
import { prepareDatabase, run, vapidKeyPair } from "./local-server.mjs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
const persistTo = ".wrangler/e2e";

rmSync(persistTo, { recursive: true, force: true });
if (process.env.SKIP_BUILD !== "1") run("npm", ["run", "build:worker"]);
prepareDatabase(persistTo);

// Push on, with keys of its own: the e2e delivers pushes through the browser's DevTools protocol.
const vapid = vapidKeyPair();
// The same folders `wrangler dev --persist-to` uses, so the migrated and seeded database is this one.
const options = builtWorkerOptions(persistTo);
const mf = new Miniflare({
  ...options,
  bindings: {
    ...options.bindings,
    ALLOW_TEST_CLOCK: "1",
    APP_URL: `http://localhost:${E2E_PORT}`,
    JWT_SECRET: "e2e-jwt-secret-0123456789abcdef0123456789",
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  },
  host: "127.0.0.1",
  port: E2E_PORT,
});
const url = await mf.ready;
console.log(`e2e server ready on ${url}`);

const stop = async () => {
  await mf.dispose();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
