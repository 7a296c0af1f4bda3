// Counter-offers in the browser (issue 27 part 1, decision 0167): the words of a thread's lines,
// the confirmation page's address and the fee a price would cost this side. Browser-safe.
import { OFFER_ACTIONS, type OfferAction, type OfferEntry, type OfferSide } from "~contract/counter-offers";
import { OFFER_MESSAGES as M } from "~contract/messages/offers";
import { bandFeeInPence, type NegotiationView } from "~contract/negotiation";
import { inFreeTrial } from "~contract/fees";
import { formatAmount } from "./format";
import { FROM_PARAM } from "./list-url";
import { formatUkDate } from "~/utils/dates";

export const readOfferAction = (value: unknown): OfferAction | null =>
  (OFFER_ACTIONS as readonly unknown[]).includes(value) ? (value as OfferAction) : null;

/** One line of the thread, from the viewer's side: "You countered with £9,500". */
export function threadLine(entry: OfferEntry, viewerSide: OfferSide): string {
  const who = entry.side === viewerSide ? M.you : entry.side === "SELLER" ? M.seller : M.buyer;
  const price = entry.amountInPence === null ? "" : formatAmount(entry.amountInPence);
  switch (entry.kind) {
    case "COUNTER":
      return M.counter(who, price);
    case "ACCEPT":
      return M.accepted(who, price);
    case "DECLINE":
      return M.declined(who);
    case "EXPIRED":
      return M.expired;
  }
}

/** The confirmation page of a move (a GET: nothing changes until it is confirmed). */
export function offerHref(auctionId: number, move: OfferAction, returnTo: string, amount?: string): string {
  const q = new URLSearchParams({ move, [FROM_PARAM]: returnTo });
  if (amount !== undefined) q.set("amount", amount);
  return `/auction/${auctionId}/offer?${q}`;
}

/** Back to the detail the move was made from: this auction's buyer, My Bids or seller page. */
export function offerReturnPath(value: FormDataEntryValue | string | null, id: number): string {
  const text = typeof value === "string" ? value : "";
  const ok = /^\/(auction|my-bids|my-vehicles)\/\d+(\?|$)/.test(text) && text.split(/[/?]/)[2] === String(id);
  return ok ? text : `/auction/${id}`;
}

/** The confirmation's fee sentence: what the viewer's side pays if this price is agreed, or the trial's waiver. */
export function feeSentence(
  n: Pick<NegotiationView, "feeBands">,
  move: OfferAction,
  priceInPence: number,
  freeTrialEndsOn: string | null,
): string {
  if (move === "DECLINE") return M.declineDetail;
  if (inFreeTrial(new Date().toISOString(), freeTrialEndsOn)) return M.feeWaived(formatUkDate(freeTrialEndsOn));
  const fee = formatAmount(bandFeeInPence(n.feeBands, priceInPence));
  return move === "ACCEPT" ? M.feeOnAccept(fee) : M.feeIfAgreed(fee);
}

/** The confirmation's question, naming the price and the plate. */
export function offerQuestion(move: OfferAction, price: string, plate: string): string {
  if (move === "COUNTER") return M.counterQuestion(price, plate);
  return move === "ACCEPT" ? M.acceptQuestion(price, plate) : M.declineQuestion(price, plate);
}

/** A counter-offer thread is under way (the status bar reads "Negotiating"). */
export const isNegotiating = (n: NegotiationView | null): boolean => !!n && n.open && n.thread.length > 0;
