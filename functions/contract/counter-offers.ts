// Counter-offers after a close below the reserve (issue 27 part 1, decision 0148). While the
// auction is TO_ACCEPT and no one has countered, the seller may, instead of accepting or
// rejecting, send the top bidder a counter price; then the side whose turn it is accepts, declines
// or counters once. At most COUNTER_OFFER_MAX_ROUNDS counter prices in all, each open for
// COUNTER_OFFER_WINDOW_MS; an unanswered one expires (not sold). Prices converge: each counter lies
// strictly between the other side's last position and the counterer's own previous one (the best
// bid and the reserve to start with). Pure. Landed ahead of the room, API and pages that will
// apply them (decision 0148 says what is still to build).

/** Counter prices in one thread, both sides together. */
export const COUNTER_OFFER_MAX_ROUNDS = 3;
/** How long each counter stays open (a platform constant, like the acceptance window). */
export const COUNTER_OFFER_WINDOW_MS = 24 * 60 * 60 * 1000;

export const OFFER_SIDES = ["SELLER", "BUYER"] as const;
export type OfferSide = (typeof OFFER_SIDES)[number];
export const OFFER_ACTIONS = ["COUNTER", "ACCEPT", "DECLINE"] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];
/** What a thread entry records: a side's move, or the window running out. */
export const OFFER_ENTRY_KINDS = [...OFFER_ACTIONS, "EXPIRED"] as const;

export interface OfferEntry {
  side: OfferSide;
  kind: (typeof OFFER_ENTRY_KINDS)[number];
  /** A COUNTER's price, or the price an ACCEPT agreed. */
  amountInPence: number | null;
  at: string;
}

/** Where the thread stands, as both sides see it. */
export interface OfferState {
  /** Counters made so far. */
  rounds: number;
  /** Whose move it is while the thread is open, else null. */
  turn: OfferSide | null;
  /** The counter on the table (the last COUNTER), null before the first. */
  priceInPence: number | null;
  /** Counters left to the side whose turn it is. */
  canCounter: boolean;
  /** The range a counter by `turn` must fall strictly inside. */
  above: number | null;
  below: number | null;
}

const other = (side: OfferSide): OfferSide => (side === "SELLER" ? "BUYER" : "SELLER");

/**
 * The thread's state. `bestBidInPence`: the top bid at the close; `reserveInPence`: the reserve
 * (null for Trying to Deal: no ceiling). An empty thread is the seller's to open.
 */
export function offerState(
  thread: readonly OfferEntry[],
  bestBidInPence: number,
  reserveInPence: number | null,
): OfferState {
  const counters = thread.filter((e) => e.kind === "COUNTER");
  const last = thread[thread.length - 1];
  const closed = last !== undefined && last.kind !== "COUNTER";
  const turn: OfferSide | null = closed ? null : last ? other(last.side) : "SELLER";
  const lastOf = (side: OfferSide) => [...counters].reverse().find((e) => e.side === side)?.amountInPence ?? null;
  const buyerAt = lastOf("BUYER") ?? bestBidInPence;
  const sellerAt = lastOf("SELLER") ?? reserveInPence;
  return {
    rounds: counters.length,
    turn,
    priceInPence: counters.length ? counters[counters.length - 1].amountInPence : null,
    canCounter: turn !== null && counters.length < COUNTER_OFFER_MAX_ROUNDS,
    // The seller comes down from their last price towards the buyer's; the buyer goes up.
    above: buyerAt,
    below: sellerAt,
  };
}

/** The thread after its window ran out: an EXPIRED line for the side that did not answer. */
export function expireThread(thread: readonly OfferEntry[], at: string): OfferEntry[] {
  const last = thread[thread.length - 1];
  if (!last || last.kind !== "COUNTER") return [...thread];
  return [...thread, { side: other(last.side), kind: "EXPIRED", amountInPence: null, at }];
}

export type OfferRefusal = "NOT_YOUR_TURN" | "NO_OFFER" | "NO_ROUNDS_LEFT" | "AMOUNT_REQUIRED" | "AMOUNT_OUT_OF_RANGE";

/** The entry a move adds, or why it is refused. ACCEPT or DECLINE by the seller need a counter to answer. */
export function offerMove(
  state: OfferState,
  side: OfferSide,
  action: OfferAction,
  amountInPence: number | undefined,
  at: string,
): { ok: true; entry: OfferEntry } | { ok: false; refusal: OfferRefusal } {
  if (state.turn !== side) return { ok: false, refusal: "NOT_YOUR_TURN" };
  if (action !== "COUNTER") {
    // The seller's own first move is a counter: accepting the best bid is the existing acceptance.
    if (state.priceInPence === null) return { ok: false, refusal: "NO_OFFER" };
    const amount = action === "ACCEPT" ? state.priceInPence : null;
    return { ok: true, entry: { side, kind: action, amountInPence: amount, at } };
  }
  if (!state.canCounter) return { ok: false, refusal: "NO_ROUNDS_LEFT" };
  if (amountInPence === undefined) return { ok: false, refusal: "AMOUNT_REQUIRED" };
  const inRange = amountInPence > (state.above ?? 0) && (state.below === null || amountInPence < state.below);
  if (!inRange) return { ok: false, refusal: "AMOUNT_OUT_OF_RANGE" };
  return { ok: true, entry: { side, kind: "COUNTER", amountInPence, at } };
}

/**
 * The SQL twin of offerState's priceInPence (decision 0256): the last COUNTER of auction alias `a`'s
 * thread while it is negotiated (TO_ACCEPT), for organisation `org` (a placeholder) when it is one of
 * the two parties; null otherwise, as the thread is theirs alone.
 */
export const currentOfferSql = (org: string, a = "a"): string =>
  `CASE WHEN ${a}.status = 'TO_ACCEPT' AND ${a}.offer_thread IS NOT NULL
    AND ${org} IN (${a}.organization_id, ${a}.winner_organization_id)
    THEN (SELECT json_extract(j.value, '$.amountInPence') FROM json_each(${a}.offer_thread) j
      WHERE json_extract(j.value, '$.kind') = 'COUNTER' ORDER BY j.key DESC LIMIT 1) END`;
