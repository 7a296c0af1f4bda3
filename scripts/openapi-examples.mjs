// Captures the OpenAPI document's examples from a freshly seeded demo: signs in as the Riverside
// buyer and owner, makes the calls a mobile team makes first (and places one bid), and writes each
// request and answer to functions/api/openapi-examples.json, lists cut to their first items and
// tokens shortened. Then `npm run openapi` puts them in the document.
//   node scripts/openapi-examples.mjs [base URL of a running, freshly seeded server]
import { writeFileSync } from "node:fs";

const base = `${(process.argv[2] ?? "http://localhost:8787").replace(/\/$/, "")}/api`;
const captured = {};

async function call(method, path, body, token) {
  const response = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return { body, answer };
}

/** Records a call under its document path ("/auction/{id}"), keeping the first of each. */
async function record(key, method, path, body, token) {
  const { answer } = await call(method, path, body, token);
  captured[key] ??= { ...(body ? { request: body } : {}), response: answer };
  return answer.data;
}

const signIn = async (email) =>
  (await record("POST /auth/login", "POST", "/auth/login", { email, password: "Password123!", rememberMe: false }))
    .token;

const buyer = await signIn("buyer@riverside.test");
const search = { search: null, sort: "ENDING_SOONEST", offset: 0, limit: 20 };
const live = await record("POST /auction/search", "POST", "/auction/search", search, buyer);
const auction = live.content.find((a) => a.isBiddingAllowed) ?? live.content[0];
const id = auction.id;
await record("GET /auth/me", "GET", "/auth/me", null, buyer);
await record("GET /auction/{id}", "GET", `/auction/${id}`, null, buyer);
await record("GET /auction/{id}/minimum-bid", "GET", `/auction/${id}/minimum-bid`, null, buyer);
await record("GET /auction/{id}/bid-terms", "GET", `/auction/${id}/bid-terms`, null, buyer);
await record("GET /auction/{id}/bids", "GET", `/auction/${id}/bids`, null, buyer);
const bid = { auctionId: id, amountInPence: auction.minimumBidInPence };
await record("POST /auction/bid", "POST", "/auction/bid", bid, buyer);
const myBids = { search: null, bidsSearchFilter: null, offset: 0, limit: 20 };
await record("POST /auction/bids", "POST", "/auction/bids", myBids, buyer);
for (const path of ["/auction/aggregation", "/auction/recently-sold-vehicles", "/auction/hot-auction-vehicle"])
  await record(`GET ${path}`, "GET", path, null, buyer);
await record("GET /vehicle-make", "GET", "/vehicle-make", null, buyer);
await record("GET /account/profile", "GET", "/account/profile", null, buyer);

const owner = await signIn("owner@riverside.test");
const mine = await record(
  "POST /auction/my-auctions/search",
  "POST",
  "/auction/my-auctions/search",
  {
    criteria: null,
    page: { pageNumber: 0, pageSize: 10 },
  },
  owner,
);
await record("GET /auction/my-auctions/{id}", "GET", `/auction/my-auctions/${mine.content[0].id}`, null, owner);
for (const path of ["/organization/transactions", "/organization/invoices", "/account/employee/search"])
  await record(`POST ${path}`, "POST", path, { page: 0, size: 10 }, owner);
for (const path of ["/account/organization", "/account/organization-locations"])
  await record(`GET ${path}`, "GET", path, null, owner);

/** How many items of a list an example keeps, by the list's field name (one unless named). */
const KEEP = { aggregation: 3, makes: 3, vehicleFeaturesDictionary: 2 };
function trim(value, key) {
  if (Array.isArray(value)) return value.slice(0, KEEP[key] ?? 1).map((v) => trim(v, key));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v, k)]));
  // Tokens are secrets of this run: an example shows their start only.
  if (typeof value === "string" && value.length > 40 && /token/i.test(key ?? "")) return `${value.slice(0, 36)}...`;
  return value;
}
const examples = Object.fromEntries(Object.entries(captured).map(([k, v]) => [k, trim(v, "")]));
writeFileSync("functions/api/openapi-examples.json", `${JSON.stringify(examples, null, 2)}\n`);
console.log(`${Object.keys(examples).length} examples written`);
