// The confirmation page of a counter-offer move (/auction/{id}/offer, decision 0167): the auction
// from either side, the typed counter price checked as the room will check it, and the question and
// fee sentence that name the plate, the price and the fee. Nothing changes until it is confirmed.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import type { OfferAction } from "~contract/counter-offers";
import { OFFER_MESSAGES as M } from "~contract/messages/offers";
import { FIELD_MESSAGES } from "~contract/messages/common";
import { poundsToPence } from "~contract/money";
import { pageFailure } from "~/api/load-failure.server";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";
import { loadSellerAuction } from "~/selling/seller-detail.server";
import { formatAmount } from "./format";
import { feeSentence, offerQuestion } from "./negotiation";
import { vehicleNameOf } from "./vehicle-name";
import type { OfferPage } from "./offer-form";

/** The auction as the buyer's detail or, for the selling organisation, the seller's detail reads it. */
export async function loadEitherSide(request: Request, context: AppLoadContext, viewer: Viewer, id: number) {
  const result = await viewerApi(request, context, viewer, "GET", "/auction/{id}", { params: { id } });
  if (result.ok) return result.data;
  if (result.status === 302) return loadSellerAuction(request, context, viewer, id);
  throw pageFailure(result);
}

/** The typed counter price, or the message its field shows (the room's range, in its words). */
export function checkCounter(a: AuctionDetail, text: string): { amountInPence: number | null; error: string | null } {
  const n = a.negotiation;
  if (text.trim() === "") return { amountInPence: null, error: M.AMOUNT_REQUIRED };
  const pence = poundsToPence(text);
  if (pence === null || pence <= 0) return { amountInPence: null, error: FIELD_MESSAGES.onlyNumbers };
  const above = n?.counterAbove ?? 0;
  const below = n?.counterBelow ?? null;
  if (pence <= above || (below !== null && pence >= below)) {
    return {
      amountInPence: null,
      error: M.outOfRange(formatAmount(above), below === null ? null : formatAmount(below)),
    };
  }
  return { amountInPence: pence, error: null };
}

export function offerPage(
  a: AuctionDetail,
  move: OfferAction,
  amountText: string,
  returnTo: string,
  freeTrialEndsOn: string | null,
): OfferPage {
  const n = a.negotiation;
  const allowed = !!n && n.yourTurn && (move === "COUNTER" ? n.canCounter : n.priceInPence !== null);
  const counter = move === "COUNTER" && amountText !== "" ? checkCounter(a, amountText) : null;
  const price = move === "COUNTER" ? (counter?.amountInPence ?? null) : (n?.priceInPence ?? null);
  const plate = a.vehicle.registrationPlate ?? vehicleNameOf(a.vehicle);
  return {
    id: a.id,
    version: a.version,
    move,
    title: vehicleNameOf(a.vehicle),
    plate,
    allowed,
    amountText,
    amountError: counter?.error ?? null,
    priceInPence: price,
    question: price === null ? null : offerQuestion(move, formatAmount(price), plate),
    fee: price === null || !n ? null : feeSentence(n, move, price, freeTrialEndsOn),
    returnTo,
  };
}
