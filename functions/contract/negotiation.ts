// What each side of a counter-offer thread sees (issue 27 part 1, decisions 0148 and 0167): the
// thread, whose turn it is, the price on the table, the range a counter must keep to and the
// viewer's own fee bands, so a page can name the fee of any price before it is sent. Pure: the
// API builds it from the read model's copy, the room from its own state. No zod here: the detail
// page's bundle imports it (the schemas are in counter-offer-schemas.ts).
import {
  COUNTER_OFFER_MAX_ROUNDS,
  COUNTER_OFFER_WINDOW_MS,
  offerState,
  type OfferEntry,
  type OfferSide,
} from "./counter-offers";

/** A fee band: up to this sale price (inclusive; null: and above), this fee. */
export interface FeeBand {
  upToInPence: number | null;
  feeInPence: number;
}

export interface NegotiationView {
  /** The viewer's side of the sale. */
  side: OfferSide;
  thread: OfferEntry[];
  /** The thread can still move (TO_ACCEPT and its window not run out). */
  open: boolean;
  yourTurn: boolean;
  /** The last counter, which ACCEPT agrees to; null before the first. */
  priceInPence: number | null;
  /** The viewer may send a counter now. */
  canCounter: boolean;
  roundsLeft: number;
  /** A counter by the viewer must be more than this and (when set) less than `counterBelow`. */
  counterAbove: number | null;
  counterBelow: number | null;
  /** When the move now due must be made by. */
  deadline: string | null;
  /** The viewer organisation's fee bands (buyer's fee or seller's fee settings). */
  feeBands: FeeBand[];
}

export interface NegotiationInput {
  side: OfferSide;
  thread: readonly OfferEntry[];
  /** TO_ACCEPT with its window open. */
  open: boolean;
  bestBidInPence: number;
  /** The reserve (the seller's secret: only the seller's view may carry it as a bound). */
  reserveInPence: number | null;
  deadline: string | null;
  feeBands: FeeBand[];
}

/**
 * The view for one side, or null when there is nothing to show it: a buyer sees the thread once
 * the seller has countered; the seller also while the choice to counter is open.
 */
export function negotiationView(input: NegotiationInput): NegotiationView | null {
  const { side, thread, open } = input;
  if (thread.length === 0 && !(open && side === "SELLER")) return null;
  const s = offerState(thread, input.bestBidInPence, input.reserveInPence);
  const yourTurn = open && s.turn === side;
  return {
    side,
    thread: [...thread],
    open,
    yourTurn,
    priceInPence: s.priceInPence,
    canCounter: yourTurn && s.canCounter,
    roundsLeft: COUNTER_OFFER_MAX_ROUNDS - s.rounds,
    counterAbove: s.above,
    counterBelow: s.below,
    deadline: open ? input.deadline : null,
    feeBands: input.feeBands,
  };
}

/** The band's fee for a sale price (bands in ascending order, the open band last). */
export function bandFeeInPence(bands: readonly FeeBand[], priceInPence: number): number {
  const band = bands.find((b) => b.upToInPence === null || priceInPence <= b.upToInPence);
  return band?.feeInPence ?? 0;
}

/**
 * How long each counter stays open: the platform's COUNTER_OFFER_WINDOW_HOURS setting (a
 * wrangler var) when it is a positive number, else the 24-hour default (decision 0168).
 */
export function counterOfferWindowMs(hours: string | undefined): number {
  const n = Number(hours);
  return hours && Number.isFinite(n) && n > 0 ? Math.round(n * 60 * 60 * 1000) : COUNTER_OFFER_WINDOW_MS;
}
