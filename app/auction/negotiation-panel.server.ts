// The counter-offer panel's words, made on the server (decision 0167): the detail pages' browser
// bundles then carry only the markup, not the messages and formatting (the JavaScript budget).
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { OFFER_MESSAGES as M } from "~contract/messages/offers";
import { formatAuctionEnd } from "~/utils/dates";
import { formatAmount } from "./format";
import { isNegotiating, offerHref, threadLine } from "./negotiation";
import type { NegotiationPanelData } from "./negotiation-panel";

export function negotiationPanel(
  a: Pick<AuctionDetail, "id" | "negotiation">,
  returnTo: string,
): NegotiationPanelData | null {
  const n = a.negotiation;
  if (!n) return null;
  const deadline = formatAuctionEnd(n.deadline);
  const range =
    n.counterBelow === null
      ? `More than ${formatAmount(n.counterAbove)}.`
      : `More than ${formatAmount(n.counterAbove)} and less than ${formatAmount(n.counterBelow)}.`;
  const price = n.priceInPence === null ? null : formatAmount(n.priceInPence);
  const answering = n.yourTurn && price !== null;
  return {
    heading: M.heading,
    negotiating: isNegotiating(n),
    intro: n.thread.length === 0 ? M.sellerIntro : null,
    lines: n.thread.map((e) => ({ text: threadLine(e, n.side), at: e.at, when: formatAuctionEnd(e.at) })),
    turn: n.open && n.thread.length > 0 ? (n.yourTurn ? M.yourTurn(deadline) : M.theirTurn(deadline)) : null,
    counter: n.canCounter
      ? { label: M.counterLabel, hint: `${range} ${M.roundsLeft(n.roundsLeft)}`, button: M.sendCounter }
      : null,
    accept: answering ? { label: M.accept(price), href: offerHref(a.id, "ACCEPT", returnTo) } : null,
    decline: answering ? { label: M.decline, href: offerHref(a.id, "DECLINE", returnTo) } : null,
    action: `/auction/${a.id}/offer`,
    returnTo,
  };
}
