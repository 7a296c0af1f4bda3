// The bidding benchmark inside `npm run bench`: picks live auctions launched everywhere by
// Northfield, signs in buyers from the other organisations through the API, and runs bidding.mjs.
import { execFileSync } from "node:child_process";
import bench from "./bidding.mjs";

const BIDDERS = ["owner@hilltop.test", "owner@riverside.test", "buyer@riverside.test"];

function d1(persistTo, sql) {
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "trade-auction", "--local", "--persist-to", persistTo, "--json", "--command", sql],
    { encoding: "utf8", env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
  );
  return JSON.parse(out)[0]?.results ?? [];
}

export function prepare(context) {
  const rows = d1(
    context.persistTo,
    `SELECT a.id FROM auctions a JOIN organizations o ON o.id = a.organization_id
     WHERE a.status = 'PUBLISHED' AND a.publish_target = 'EVERYWHERE' AND o.trade_name = 'Northfield Motors'
     AND a.ends_on > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+2 hours') ORDER BY a.id LIMIT 101`,
  );
  context.biddingAuctionIds = rows.map((r) => r.id);
}

export async function token(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Password123!" }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (await res.json()).data.token;
}

export async function run(context) {
  const ids = context.biddingAuctionIds ?? [];
  if (ids.length < 101) throw new Error(`need 101 live auctions by Northfield, found ${ids.length}`);
  const tokens = [];
  for (const email of BIDDERS) tokens.push(await token(context.baseUrl, email));
  return bench({ baseUrl: context.baseUrl, tokens, auctionIds: ids });
}
