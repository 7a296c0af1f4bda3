// After each launch of an auction closes (and at the end of the run): its ledger read back through
// the API (GET /api/auction/{id}/bids as a buyer of each bidding organisation: the D1 copy the room
// writes through), compared with every bid a client was told was accepted, and replayed through the
// proxy rules the room itself runs (functions/contract/bidding-rules.ts).
import { performance } from "node:perf_hooks";
import { placeBid, emptyBiddingState, auctionPrice } from "../../../functions/contract/bidding-rules.ts";

const COPY_WAIT_MS = 60_000;
/** A ledger entry no client answer placed sorts after the known ones of its millisecond. */
const UNKNOWN = Number.MAX_SAFE_INTEGER;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function emptyTally() {
  return {
    launches: 0,
    clientAccepted: 0,
    ledgerEntries: 0,
    lost: 0,
    duplicated: 0,
    unexplained: 0,
    replayRefused: 0,
    priceMismatches: 0,
    orderMismatches: 0,
    copyTimeouts: 0,
    slowestCopyMs: 0,
    problems: [],
  };
}

/** Every organisation's own bids on the auction's current launch, read as one of its buyers. */
async function readLedger(client, auction, readers) {
  const out = [];
  for (const [orgId, member] of readers) {
    if (orgId === auction.sellerOrganizationId) continue;
    const res = await client.call("GET", `/api/auction/${auction.id}/bids`, {
      token: await member.token(),
      kind: "verify",
    });
    if (res?.status !== 200) throw new Error(`bids of ${auction.id} as org ${orgId}: ${res?.status ?? "no answer"}`);
    out.push(...res.json.data);
  }
  return out;
}

/**
 * Checks one launch. `snapshot`: the room's state at the end (status, price, bid count, winner);
 * `accepted`: the bids of this launch the clients were told were placed, each with the ledger
 * position its answer implied (MAX - bidsLeft).
 */
export async function verifyLaunch(client, readers, auction, snapshot, accepted, tally) {
  tally.launches++;
  const note = (what) =>
    tally.problems.length < 30 && tally.problems.push(`auction ${auction.id} launch ${snapshot.launchCount}: ${what}`);
  const started = performance.now();
  let ledger = await readLedger(client, auction, readers);
  while (ledger.length < snapshot.bidCount && performance.now() - started < COPY_WAIT_MS) {
    await sleep(1000);
    ledger = await readLedger(client, auction, readers);
  }
  // From the first read's start to the last read's answer: the reads' own time counts, not only the copy's lag.
  const waited = performance.now() - started;
  tally.slowestCopyMs = Math.max(tally.slowestCopyMs, waited);
  if (ledger.length < snapshot.bidCount) {
    tally.copyTimeouts++;
    note(`D1 copy has ${ledger.length} of the room's ${snapshot.bidCount} bids after ${Math.round(waited / 1000)} s`);
  }
  tally.ledgerEntries += ledger.length;
  // One placed bid is one ledger entry: an id seen twice, or the same bidder's same maximum twice.
  const byKey = new Map();
  const ids = new Set();
  for (const e of ledger) {
    const key = `${e.bidderId}:${e.amountInPence}`;
    if (ids.has(e.id) || byKey.has(key)) {
      tally.duplicated++;
      note(`duplicated ${key} (${e.id})`);
    }
    ids.add(e.id);
    byKey.set(key, e);
  }
  // One entry per Idempotency-Key: a retried request whose first answer was lost counts once.
  tally.clientAccepted += accepted.length;
  const told = new Map(accepted.map((b) => [`${b.bidderId}:${b.amountInPence}`, b]));
  for (const [key, b] of told) {
    if (!byKey.has(key)) {
      tally.lost++;
      note(`lost: bid ${key} answered as placed (position ${b.seq}) is not in the ledger`);
    }
  }
  for (const key of byKey.keys()) {
    if (!told.has(key)) {
      tally.unexplained++;
      note(`in the ledger but no client was told it was placed: ${key}`);
    }
  }
  replay(auction, snapshot, ledger, told, tally, note);
}

/** The ledger in its order, placed again one by one through the rules; the end must be the room's. */
function replay(auction, snapshot, ledger, told, tally, note) {
  const seqOf = (e) => told.get(`${e.bidderId}:${e.amountInPence}`)?.seq ?? UNKNOWN;
  const ordered = [...ledger].sort((x, y) => Date.parse(x.createdOn) - Date.parse(y.createdOn) || seqOf(x) - seqOf(y));
  const pricing = { type: auction.plan.type, minimumPriceInPence: auction.plan.minimumPriceInPence };
  let state = emptyBiddingState();
  ordered.forEach((e, i) => {
    if (seqOf(e) !== UNKNOWN && seqOf(e) !== i + 1) {
      tally.orderMismatches++;
      note(`ledger position ${i + 1} was answered as position ${seqOf(e)}`);
    }
    const at = Date.parse(e.createdOn);
    const bid = {
      bidId: e.id,
      bidderId: String(e.bidderId),
      bidderOrganizationId: String(e.bidderOrganizationId),
      amountInPence: e.amountInPence,
      at,
    };
    const outcome = placeBid(state, bid, { ...pricing, status: "PUBLISHED", endsOnMs: Infinity }, at);
    if (!outcome.ok) {
      tally.replayRefused++;
      note(`replay refuses ${e.bidderId}:${e.amountInPence}: ${outcome.code}`);
      return;
    }
    state = outcome.state;
  });
  const price = auctionPrice(state, pricing);
  if (price.highestBidInPence !== snapshot.highestBidInPence || price.bidCount !== snapshot.bidCount) {
    tally.priceMismatches++;
    note(
      `replay ends at ${price.highestBidInPence} with ${price.bidCount} bids; the room says ${snapshot.highestBidInPence} with ${snapshot.bidCount}`,
    );
  } else if (
    snapshot.winnerBidderId !== null &&
    snapshot.winnerBidderId !== undefined &&
    String(snapshot.winnerBidderId) !== price.leader?.bidderId
  ) {
    tally.priceMismatches++;
    note(`replay leader ${price.leader?.bidderId}, room winner ${snapshot.winnerBidderId}`);
  }
}
