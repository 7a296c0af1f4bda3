// What a counter-offer's notice says beyond the auction's row (decision 0182): the price on the
// table, who must answer by when (Europe/London) and whether a counter is still theirs. Made in the
// Worker from the room's thread, since SQL cannot format pounds or UK time as the pages do.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { offerState, type OfferEntry } from "../contract/counter-offers";
import { formatPounds } from "../contract/money";

export interface NoticeFacts {
  /** The thread as the change leaves it (the room's, or D1's copy of it). */
  offers: readonly OfferEntry[];
  /** The open counter's deadline (epoch ms or ISO), when one is open. */
  answerBy: number | string | null;
}

/** A deadline as notices and emails write it: "14:30 on 26/11/2026", UK time. */
export const noticeDeadline = (at: number | string): string =>
  format(new TZDate(new Date(at).getTime(), "Europe/London"), "HH:mm 'on' dd/MM/yyyy");

/** The last price of the thread: the counter on the table, or the one agreed. */
const lastPrice = (offers: readonly OfferEntry[]) =>
  [...offers].reverse().find((e) => e.amountInPence !== null)?.amountInPence ?? null;

/** Fills {price}, {by} and {answer} of a notice's words; the rest ({t}, {vehicle}) is the row's, filled in SQL. */
export function fillFacts(text: string, facts: NoticeFacts | null): string {
  if (!facts) return text;
  const price = lastPrice(facts.offers);
  // The best bid and reserve do not change whether a counter is left, only its range.
  const counterLeft = offerState(facts.offers, 0, null).canCounter;
  return text
    .replaceAll("{price}", price === null ? "" : formatPounds(price))
    .replaceAll("{by}", facts.answerBy === null ? "" : noticeDeadline(facts.answerBy))
    .replaceAll("{answer}", counterLeft ? "accept, decline or counter it" : "accept or decline it");
}
