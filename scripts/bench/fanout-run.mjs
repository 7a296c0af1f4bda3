// The event fan-out benchmark inside `npm run bench`: before the server starts, find (or, while
// the auction engine's schema is absent, create) a live auction launched everywhere that the demo
// buyer does not sell; then sign in through /login and run fanout.mjs with a real bid by a rival
// dealer as the trigger (bid to screen, issue 9).
import { execFileSync } from "node:child_process";
import { Pool } from "undici";
import bench from "./fanout.mjs";
import { bidOnce, minimumOf } from "./bid-client.mjs";

const BUYER = { email: "buyer@riverside.test", password: "Password123!" };
/** The rival whose bids are the trigger: another organisation than the watchers' and the seller's. */
const BIDDER = { email: "owner@hilltop.test", password: "Password123!" };

function d1(persistTo, sql) {
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "trade-auction", "--local", "--persist-to", persistTo, "--json", "--command", sql],
    { encoding: "utf8", env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
  );
  return JSON.parse(out)[0]?.results ?? [];
}

export async function prepare(context) {
  // A failure here must not stop the other benchmarks: run() reports it instead.
  try {
    findAuction(context);
  } catch (error) {
    context.fanoutError = error;
  }
}

function findAuction(context) {
  const esc = (s) => s.replace(/'/g, "''");
  const [buyer] = d1(
    context.persistTo,
    `SELECT organization_id AS org FROM members WHERE email = '${esc(BUYER.email)}'`,
  );
  if (!buyer) throw new Error(`demo buyer ${BUYER.email} is not seeded`);
  const [table] = d1(context.persistTo, "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'auctions'");
  if (!table) {
    // Before the engine's migrations exist: the four columns the live routes read.
    d1(
      context.persistTo,
      `CREATE TABLE auctions (id INTEGER PRIMARY KEY AUTOINCREMENT, organization_id INTEGER NOT NULL,
       status TEXT NOT NULL, publish_target TEXT);
       INSERT INTO auctions (organization_id, status, publish_target)
       SELECT id, 'PUBLISHED', 'EVERYWHERE' FROM organizations WHERE id != ${buyer.org} ORDER BY id LIMIT 1;`,
    );
  }
  const [auction] = d1(
    context.persistTo,
    `SELECT id, organization_id AS org FROM auctions WHERE status = 'PUBLISHED' AND publish_target = 'EVERYWHERE'
     AND organization_id != ${buyer.org} ORDER BY id LIMIT 1`,
  );
  if (!auction) throw new Error("no live auction launched everywhere in the bench database");
  context.fanout = { auctionId: auction.id, sellerOrganizationId: auction.org };
}

/** Signs in like a browser (form POST) and answers the session cookie. */
async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams(BUYER),
    headers: { origin: baseUrl },
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__session=") && c.length > "__session=".length);
  if (!cookie) throw new Error(`sign-in as ${BUYER.email} failed (${response.status})`);
  return cookie;
}

async function apiToken(baseUrl, who) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`login ${who.email}: ${res.status}`);
  return (await res.json()).data.token;
}

export async function run(context) {
  if (context.fanoutError) throw context.fanoutError;
  if (!context.fanout) throw new Error("prepare did not run");
  const { auctionId } = context.fanout;
  const cookie = await signIn(context.baseUrl);
  // Bid to screen: each trigger is a real bid through the API; the watchers' pages get its event
  // through the web app's /sse/auction/buyer, which relays the API's own stream.
  const token = await apiToken(context.baseUrl, BIDDER);
  const pool = new Pool(context.baseUrl, { connections: 4 });
  try {
    const next = new Map([[auctionId, await minimumOf(pool, token, auctionId)]]);
    const counts = { accepted: 0, refused: 0, errors: 0 };
    const result = await bench({
      baseUrl: context.baseUrl,
      cookie,
      auctionId,
      publish: async () => {
        const res = await bidOnce(pool, token, auctionId, next.get(auctionId), next, counts);
        if (res?.status !== 200) throw new Error(`trigger bid answered ${res?.status}`);
      },
    });
    const trigger =
      "Bid to screen: each event is triggered by a real bid of a rival dealer through `POST /api/auction/bid`, timed from sending the bid to the event arriving at each watcher's `/sse/auction/buyer` (the web app relaying the API's stream).";
    return { ...result, markdown: `${trigger}\n\n${result.markdown}` };
  } finally {
    await pool.close();
  }
}
