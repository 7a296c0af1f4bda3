// The web app in remote mode (DESIGN "Request flow"; AUCTION_API_URL): two Workers over the same
// built script in one Miniflare. "api" is the normal Worker with D1, Durable Objects and R2; "web"
// has no data bindings at all and reaches the API only over HTTP: AUCTION_API_URL names the API's
// host, and every outbound fetch of "web" is routed to "api" (outboundService), as a second
// deployment would reach the first. dispatchFetch picks the Worker by host (routes).
import { Miniflare } from "miniflare";
import { migrationStatements, TEST_VARS, testWorker, WORKER_SCRIPT, type TestWorker } from "./worker";

export const API_ORIGIN = "http://api.test";
export const WEB_ORIGIN = "http://web.test";

export interface RemotePair {
  /** The API Worker: seed data and call /api through it. */
  api: TestWorker;
  /** The web app Worker, AUCTION_API_URL pointing at the API Worker. */
  web: TestWorker;
  dispose(): Promise<void>;
}

export async function startRemotePair(): Promise<RemotePair> {
  const mf = new Miniflare({
    workers: [
      {
        name: "web",
        ...WORKER_SCRIPT,
        routes: ["web.test/*"],
        serviceBindings: { ASSETS: () => new Response("Not Found", { status: 404 }) },
        bindings: { ...TEST_VARS, APP_URL: WEB_ORIGIN, AUCTION_API_URL: API_ORIGIN },
        outboundService: "api",
      },
      {
        name: "api",
        ...WORKER_SCRIPT,
        routes: ["api.test/*"],
        d1Databases: { DB: "test-db" },
        r2Buckets: ["MEDIA"],
        durableObjects: {
          AUCTION_ROOM: { className: "AuctionRoom", useSQLite: true },
          TOPIC_HUB: { className: "TopicHub", useSQLite: true },
          PUSH_SENDER: { className: "PushSender", useSQLite: true },
        },
        serviceBindings: { ASSETS: () => new Response("Not Found", { status: 404 }) },
        bindings: { ...TEST_VARS, APP_URL: API_ORIGIN },
      },
    ],
  });
  await mf.ready;
  const d1 = (await mf.getD1Database("DB", "api")) as unknown as D1Database;
  await d1.batch(migrationStatements().map((s) => d1.prepare(s)));
  const api = testWorker(mf, API_ORIGIN, d1);
  // The web Worker has no database: its `sql` helper would reach the API's, which is the point.
  const web = testWorker(mf, WEB_ORIGIN, d1);
  return { api, web, dispose: () => mf.dispose() };
}
