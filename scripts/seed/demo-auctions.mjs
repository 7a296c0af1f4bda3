// Demo auctions for `npm run seed` (run through tsx: it imports the TypeScript bidding rules).
//
//   seedAuctions(ctx)             the demo: 44 live auctions ending from 20 minutes to 7 days out,
//                                 some with proxy battles between the demo buyers, plus drafts and
//                                 ended, cancelled, to-accept, waiting, sold and rejected ones
//   seedAuctions(ctx, { count })  N more live auctions, bulk-inserted, for benchmarks
//
// Everything goes straight into D1 (and R2 for pictures); each auction's Durable Object adopts its
// auction from D1 the first time it is called. Bids are built through placeBid, so the seeded
// ledgers, prices and winners are exactly what the rules give.
import { createHash, randomUUID } from "node:crypto";
import { renderCarPng } from "./car-images.mjs";
import {
  auctionPrice,
  emptyBiddingState,
  minimumNextBidInPence,
  placeBid,
} from "../../functions/contract/bidding-rules.ts";
import {
  carFor,
  prng,
  plateFor,
  vinFor,
  descriptionFor,
  FEATURES,
  PALETTES,
  PERSPECTIVES,
  SELLERS,
  BUYERS,
} from "./auction-catalogue.mjs";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The durations a seller can choose (minutes), as in functions/contract/auctions.ts. */
const OFFERED_TIME_OPTIONS = [60, 180, ...Array.from({ length: 14 }, (_, i) => (i + 1) * 1440)];
const BULK_CHUNK = 200;

/** Uploads the 12 pictures of every palette once; returns keys by palette index. */
export async function putImages(media) {
  const keys = [];
  for (const palette of PALETTES) {
    const set = [];
    for (const perspective of PERSPECTIVES) {
      const bytes = renderCarPng(perspective, palette.rgb, palette.trim);
      const key = `seed/${createHash("sha256").update(bytes).digest("hex").slice(0, 40)}.png`;
      await media.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
      set.push(key);
    }
    keys.push(set);
  }
  return keys;
}

function timeOptionFor(minutesLeft) {
  return OFFERED_TIME_OPTIONS.find((m) => m >= minutesLeft) ?? OFFERED_TIME_OPTIONS[OFFERED_TIME_OPTIONS.length - 1];
}

const iso = (ms) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/**
 * A few rounds of proxy bidding between the eligible buyers, between `from` and `to` (ms). The
 * first bid opens near `openAt`; no maximum goes above `cap` (so a seeded TO_ACCEPT stays below
 * its reserve).
 */
function battle(random, auction, bidders, rounds, from, to, openAt, cap = Infinity) {
  let state = emptyBiddingState();
  const rules = { ...auction, status: "PUBLISHED" };
  // A lone bidder (a group-only run) has nobody to battle: one bid, not a series of raises.
  const total = bidders.length === 1 ? 1 : rounds;
  for (let r = 0; r < total && bidders.length; r++) {
    const bidder = bidders[r % bidders.length];
    const org = String(bidder.organizationId);
    const minimum = minimumNextBidInPence(state, auction, org);
    // Dealers bid around what the car is worth (rising a little each round), in whole £50 steps
    // above the minimum: sometimes a nudge, sometimes a big maximum.
    const worth = Math.round((openAt * (0.9 + 0.03 * r + 0.1 * random())) / 5000) * 5000;
    const start = Math.max(minimum, worth);
    const amount = Math.min(cap, start + 5000 * Math.floor(random() * (random() < 0.3 ? 40 : 6)));
    if (amount < minimum) break;
    const at = Math.round(from + ((to - from) * (r + 1)) / (total + 1));
    const out = placeBid(
      state,
      { bidId: randomUUID(), bidderId: String(bidder.id), bidderOrganizationId: org, amountInPence: amount, at },
      rules,
      at,
    );
    if (out.ok) state = out.state;
  }
  return state;
}

function eligibleBuyers(ctx, sellerOrgKey, target) {
  return BUYERS.map((email) => ({ email, ...ctx.members[email] }))
    .filter((b) => b.id !== undefined && b.organizationId !== ctx.organizations[sellerOrgKey])
    .filter((b) => target === "EVERYWHERE" || ["northfield", "hilltop"].includes(b.email.split("@")[1].split(".")[0]));
}

/** One listing's vehicle row values, photos and auction, ready to insert. */
export function listing(ctx, random, n, seller, images) {
  const car = carFor(ctx.makes, n);
  const palette = n % PALETTES.length;
  return {
    car,
    palette,
    seller,
    vehicle: {
      organization_id: ctx.organizations[seller.org],
      seller_id: ctx.members[seller.email].id,
      registration_plate: plateFor(random, car.year),
      make_id: car.makeId,
      model_id: car.modelId,
      derivative: car.derivative,
      mileage: car.mileage,
      year: car.year,
      date_of_first_registration: `${car.year}-0${1 + (n % 9)}-1${n % 9}`,
      mot: `${new Date(ctx.now).getUTCFullYear() + 1}-0${1 + (n % 9)}-15`,
      colour: PALETTES[palette].name,
      car_type: car.carType,
      doors: car.doors,
      fuel: car.fuel,
      engine_size: car.engineSize,
      transmission: car.transmission,
      previous_keepers_in_total: n % 4,
      vin: vinFor(random),
      description: descriptionFor(car, n),
      tire_nearside_front_mm: 3 + (n % 6),
      tire_offside_front_mm: 3 + ((n + 1) % 6),
      tire_nearside_rear_mm: 3 + ((n + 2) % 6),
      tire_offside_rear_mm: 3 + ((n + 3) % 6),
      service_history_type: n % 5 === 0 ? "PARTIAL" : "FULL",
      service_history_records: JSON.stringify([
        { date: `${car.year + 1}-05-01`, mileage: Math.round(car.mileage * 0.3), serviceName: "Annual service" },
        { date: `${car.year + 3}-05-01`, mileage: Math.round(car.mileage * 0.7), serviceName: "Major service" },
      ]),
      features: JSON.stringify({
        dictionary: FEATURES.filter((_, i) => (n + i) % 3 !== 0).slice(0, 6),
        custom: n % 4 === 0 ? ["Tow bar"] : [],
      }),
    },
    photos: images[palette].map((key, i) => ({ key, perspective: PERSPECTIVES[i], sort: i + 1 })),
  };
}

const VEHICLE_COLUMNS = [
  "organization_id",
  "seller_id",
  "registration_plate",
  "make_id",
  "model_id",
  "derivative",
  "mileage",
  "year",
  "date_of_first_registration",
  "mot",
  "colour",
  "car_type",
  "doors",
  "fuel",
  "engine_size",
  "transmission",
  "previous_keepers_in_total",
  "vin",
  "description",
  "tire_nearside_front_mm",
  "tire_offside_front_mm",
  "tire_nearside_rear_mm",
  "tire_offside_rear_mm",
  "service_history_type",
  "service_history_records",
  "features",
];
const AUCTION_COLUMNS = [
  "vehicle_id",
  "organization_id",
  "seller_id",
  "location_id",
  "make_id",
  "status",
  "type",
  "minimum_price_in_pence",
  "auto_accept_price_in_pence",
  "buy_now_price_in_pence",
  "sale_method",
  "time_option",
  "publish_target",
  "group_id",
  "trying_to_deal_delivery_date_type",
  "launched_on",
  "ends_on",
  "highest_bid_in_pence",
  "bid_count",
  "winner_bidder_id",
  "winner_organization_id",
  "won_bid_price_in_pence",
  "sold_on",
  "launch_count",
  "acceptance_deadline",
  "version",
  "last_modified_on",
];

/** INSERT ... SELECT over json_each: one bound parameter carries many rows. */
function insertRows(db, table, columns, rows, returning = false) {
  const select = columns.map((c) => `json_extract(value, '$.${c}')`).join(", ");
  return db
    .prepare(
      `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${select} FROM json_each(?) ORDER BY key${returning ? " RETURNING id" : ""}`,
    )
    .bind(JSON.stringify(rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null])))));
}

/** Inserts vehicles, their photos, auctions and bids for a list of prepared listings. */
export async function insertListings(db, items) {
  for (let i = 0; i < items.length; i += BULK_CHUNK) {
    const chunk = items.slice(i, i + BULK_CHUNK);
    const vehicleIds = (
      await insertRows(
        db,
        "vehicles",
        VEHICLE_COLUMNS,
        chunk.map((x) => x.vehicle),
        true,
      ).all()
    ).results
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const media = [];
    const auctions = [];
    chunk.forEach((x, k) => {
      for (const p of x.photos) {
        media.push({
          vehicle_id: vehicleIds[k],
          organization_id: x.vehicle.organization_id,
          uploaded_by: x.vehicle.seller_id,
          r2_key: p.key,
          content_type: "image/png",
          kind: "PHOTO",
          perspective: p.perspective,
          sort_number: p.sort,
        });
      }
      auctions.push({ ...x.auction, vehicle_id: vehicleIds[k] });
    });
    const statements = [];
    for (let m = 0; m < media.length; m += 1000) {
      statements.push(
        insertRows(
          db,
          "vehicle_media",
          [
            "vehicle_id",
            "organization_id",
            "uploaded_by",
            "r2_key",
            "content_type",
            "kind",
            "perspective",
            "sort_number",
          ],
          media.slice(m, m + 1000),
        ),
      );
    }
    statements.push(insertRows(db, "auctions", AUCTION_COLUMNS, auctions, true));
    const results = await db.batch(statements);
    const auctionIds = results[results.length - 1].results.map((r) => r.id).sort((a, b) => a - b);
    const bids = chunk.flatMap((x, k) =>
      (x.ledger ?? []).map((e) => ({
        id: e.id,
        auction_id: auctionIds[k],
        launch_number: x.auction.launch_count,
        seq: e.seq,
        bidder_id: Number(e.bidderId),
        bidder_organization_id: Number(e.bidderOrganizationId),
        amount_in_pence: e.amountInPence,
        is_highest: x.leaderBidId === e.id ? 1 : 0,
        created_on: iso(e.at),
      })),
    );
    if (bids.length) {
      await insertRows(
        db,
        "bids",
        [
          "id",
          "auction_id",
          "launch_number",
          "seq",
          "bidder_id",
          "bidder_organization_id",
          "amount_in_pence",
          "is_highest",
          "created_on",
        ],
        bids,
      ).run();
    }
  }
}

/** The auction row for a listing: `status` with its times, bids through the rules. */
export function auctionFor(ctx, random, x, n, spec) {
  const { car } = x;
  const sellerOrg = x.seller.org;
  const type = spec.type;
  const minimum =
    type === "PHYSICAL"
      ? Math.round(car.price * spec.reserveFactor) * 100
      : type === "MINIMUM_PRICE"
        ? Math.round(car.price * 0.5) * 100
        : null;
  const pricing = { type, minimumPriceInPence: minimum };
  const target = spec.target ?? "EVERYWHERE";
  const rules = { ...pricing, endsOnMs: spec.endsOn };
  // Closed runs that await acceptance or were declined never met their reserve.
  const byBuyNow = spec.saleMethod === "BUY_NOW";
  const cap =
    type === "PHYSICAL" && (byBuyNow || ["TO_ACCEPT", "WAITING", "REJECTED"].includes(spec.status))
      ? minimum - 5000
      : Infinity;
  // A Buy Now price (decision 0136) a little above what the car is worth, never below the reserve.
  const buyNow = spec.buyNow ? Math.max(minimum ?? 10000, Math.round((car.price * 1.1) / 50) * 5000) : null;
  const openAt = car.price * 100 * (0.55 + 0.1 * random());
  const bidders = eligibleBuyers(ctx, sellerOrg, target);
  const until = Math.min(spec.endsOn ?? 0, ctx.now.getTime()) - MINUTE;
  const state =
    spec.rounds && spec.launchedOn !== null
      ? battle(random, rules, bidders, spec.rounds, spec.launchedOn, until, openAt, cap)
      : emptyBiddingState();
  const price = auctionPrice(state, pricing);
  // Sold with Buy Now: the taker is the first eligible buyer, whatever the bids were.
  const taker = byBuyNow ? bidders[0] : null;
  const leader = taker
    ? { bidderId: String(ctx.members[taker.email].id), bidderOrganizationId: String(taker.organizationId) }
    : price.leader;
  const closedWithWinner =
    ["SOLD", "TO_ACCEPT", "WAITING", "REJECTED"].includes(spec.status) || spec.status === "PUBLISHED";
  x.ledger = state.ledger;
  x.leaderBidId = leader?.bidId ?? null;
  x.auction = {
    organization_id: ctx.organizations[sellerOrg],
    seller_id: ctx.members[x.seller.email].id,
    location_id: ctx.locations[sellerOrg]?.[0] ?? null,
    make_id: car.makeId,
    status: spec.status,
    type: spec.status === "DRAFT" && n % 2 ? null : type,
    minimum_price_in_pence: minimum,
    auto_accept_price_in_pence: null,
    buy_now_price_in_pence: buyNow,
    sale_method: byBuyNow ? "BUY_NOW" : null,
    time_option: spec.timeOption,
    publish_target: target,
    group_id: sellerOrg === "riverside" ? null : ctx.groupId,
    trying_to_deal_delivery_date_type: type === "TRYING_TO_DEAL" ? "TWO_WEEKS" : null,
    launched_on: iso(spec.launchedOn),
    ends_on: iso(spec.launchedOn === null ? null : spec.endsOn),
    highest_bid_in_pence: price.highestBidInPence,
    bid_count: price.bidCount,
    winner_bidder_id: closedWithWinner && leader ? Number(leader.bidderId) : null,
    winner_organization_id: closedWithWinner && leader ? Number(leader.bidderOrganizationId) : null,
    won_bid_price_in_pence: spec.status === "SOLD" ? (byBuyNow ? buyNow : price.highestBidInPence) : null,
    sold_on: spec.status === "SOLD" ? iso(spec.soldOn) : null,
    launch_count: spec.launchedOn === null ? 0 : 1,
    acceptance_deadline: iso(spec.acceptanceDeadline ?? null),
    version: spec.launchedOn === null ? 0 : 1 + price.bidCount,
    last_modified_on: iso(Math.min(ctx.now.getTime(), spec.endsOn ?? ctx.now.getTime())),
  };
  return x;
}

/** The statuses other than live, with times that make sense for each. */
function closedSpecs(now) {
  const ended = (daysAgo) => ({ launchedOn: now - (daysAgo + 1) * DAY, endsOn: now - daysAgo * DAY, timeOption: 1440 });
  return [
    { status: "DRAFT", type: "PHYSICAL", reserveFactor: 0.9, launchedOn: null, endsOn: null, timeOption: 1440 },
    { status: "DRAFT", type: "MINIMUM_PRICE", launchedOn: null, endsOn: null, timeOption: null },
    { status: "DRAFT", type: "TRYING_TO_DEAL", launchedOn: null, endsOn: null, timeOption: 2880 },
    { status: "ENDED", type: "PHYSICAL", reserveFactor: 0.9, ...ended(2) },
    { status: "ENDED", type: "TRYING_TO_DEAL", ...ended(4) },
    { status: "CANCELLED", type: "PHYSICAL", reserveFactor: 1.4, ...ended(1), endsOn: now + 2 * DAY, rounds: 2 },
    { status: "CANCELLED", type: "PHYSICAL", reserveFactor: 0.9, ...ended(3) },
    {
      status: "TO_ACCEPT",
      type: "PHYSICAL",
      reserveFactor: 1.6,
      ...ended(0.1),
      rounds: 4,
      acceptanceDeadline: now - 0.1 * DAY + DAY,
    },
    {
      status: "TO_ACCEPT",
      type: "TRYING_TO_DEAL",
      ...ended(0.2),
      rounds: 3,
      acceptanceDeadline: now - 0.2 * DAY + DAY,
    },
    {
      status: "WAITING",
      type: "PHYSICAL",
      reserveFactor: 1.6,
      ...ended(0.3),
      rounds: 4,
      acceptanceDeadline: now + 20 * HOUR,
    },
    { status: "WAITING", type: "TRYING_TO_DEAL", ...ended(0.25), rounds: 5, acceptanceDeadline: now + 22 * HOUR },
    { status: "SOLD", type: "MINIMUM_PRICE", ...ended(1), rounds: 5, soldOn: now - DAY },
    { status: "SOLD", type: "PHYSICAL", reserveFactor: 0.6, ...ended(2), rounds: 6, soldOn: now - 2 * DAY },
    { status: "SOLD", type: "MINIMUM_PRICE", ...ended(3), rounds: 3, soldOn: now - 3 * DAY },
    { status: "SOLD", type: "PHYSICAL", reserveFactor: 0.5, ...ended(5), rounds: 4, soldOn: now - 5 * DAY },
    {
      status: "SOLD",
      type: "PHYSICAL",
      reserveFactor: 1.2,
      ...ended(1.5),
      rounds: 2,
      soldOn: now - 1.5 * DAY,
      buyNow: true,
      saleMethod: "BUY_NOW",
    },
    { status: "REJECTED", type: "PHYSICAL", reserveFactor: 1.8, ...ended(2), rounds: 3 },
    { status: "REJECTED", type: "TRYING_TO_DEAL", ...ended(3), rounds: 2 },
  ];
}

/** The seeding context with the demo group's id (grouped sellers launch into it). */
export async function withGroup(ctx) {
  const group = await ctx.db
    .prepare("SELECT group_id AS id FROM organizations WHERE id = ?")
    .bind(ctx.organizations.northfield)
    .first();
  return { ...ctx, groupId: group?.id ?? null };
}

export const LIVE_DEMO = 44;
const TYPES = ["PHYSICAL", "MINIMUM_PRICE", "TRYING_TO_DEAL"];

export async function seedAuctions(ctx, { count } = {}) {
  const now = ctx.now.getTime();
  const random = prng(count ?? 20261122);
  const images = await putImages(ctx.media);
  const context = await withGroup(ctx);
  const bulk = count !== undefined && count !== null;
  const live = bulk ? count : LIVE_DEMO;
  const first = 20 * MINUTE;
  const last = 7 * DAY;
  const items = [];
  for (let i = 0; i < live; i++) {
    const endsOn = now + first + Math.round(((last - first) * i) / Math.max(1, live - 1));
    const timeOption = timeOptionFor(Math.ceil((endsOn - now) / MINUTE));
    const seller = SELLERS[i % SELLERS.length];
    const grouped = seller.org !== "riverside" && !bulk;
    const target = grouped && i % 7 === 3 ? "GROUP_ONLY" : grouped && i % 11 === 5 ? "GROUP_FIRST" : "EVERYWHERE";
    const spec = {
      status: "PUBLISHED",
      type: TYPES[i % 3],
      reserveFactor: 0.7 + (i % 5) * 0.15,
      target,
      timeOption,
      launchedOn: endsOn - timeOption * MINUTE,
      endsOn,
      // Proxy battles on two auctions in three of the demo; bulk auctions start without bids.
      rounds: bulk || i % 3 === 2 ? 0 : 2 + (i % 7),
      // Buy Now on the unbid Trying to Deal runs and the high reserves, where it stays open.
      buyNow: !bulk && (i % 6 === 2 || (i % 3 === 0 && i % 5 >= 3)),
    };
    items.push(auctionFor(context, random, listing(context, random, i, seller, images), i, spec));
  }
  if (!bulk) {
    closedSpecs(now).forEach((spec, k) => {
      const n = LIVE_DEMO + k;
      items.push(
        auctionFor(context, random, listing(context, random, n, SELLERS[k % SELLERS.length], images), n, spec),
      );
    });
  }
  await insertListings(ctx.db, items);
  const byStatus = {};
  for (const x of items) byStatus[x.auction.status] = (byStatus[x.auction.status] ?? 0) + 1;
  return { auctions: items.length, byStatus };
}

/**
 * Sales of the past `months` months (the books' demo, issue 14): a few SOLD auctions a month for
 * each demo seller, each with its bid battle, so fees, invoices and analytics have history.
 */
export async function seedPastSales(ctx, { months = 4, perMonth = 4 } = {}) {
  const now = ctx.now.getTime();
  const random = prng(20261001);
  const images = await putImages(ctx.media);
  const context = await withGroup(ctx);
  const items = [];
  const count = months * perMonth;
  for (let k = 0; k < count; k++) {
    // From about 9 days ago back to `months` months ago, evenly (the recent demo sales are newer).
    const daysAgo = 9 + Math.round(((months * 30 - 10) * k) / Math.max(1, count - 1));
    const n = 1000 + k;
    const spec = {
      status: "SOLD",
      type: k % 2 ? "PHYSICAL" : "MINIMUM_PRICE",
      reserveFactor: 0.5,
      launchedOn: now - (daysAgo + 1) * DAY,
      endsOn: now - daysAgo * DAY,
      timeOption: 1440,
      rounds: 3 + (k % 4),
      soldOn: now - daysAgo * DAY + HOUR,
    };
    items.push(auctionFor(context, random, listing(context, random, n, SELLERS[k % SELLERS.length], images), n, spec));
  }
  await insertListings(ctx.db, items);
  return items.length;
}
