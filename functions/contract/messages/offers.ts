// Messages of counter-offers (issue 27 part 1, decision 0148): refusals, the thread's lines, the
// form's words and the answers after a move.
export const OFFER_MESSAGES = {
  CLOSED: "This auction is not open to counter-offers",
  NOT_YOUR_TURN: "It is not your turn to answer this offer",
  NO_OFFER: "There is no counter-offer to answer yet",
  NO_ROUNDS_LEFT: "No counter-offers are left: please accept or decline",
  AMOUNT_REQUIRED: "Please enter your counter price",
  outOfRange: (above: string, below: string | null) =>
    below === null
      ? `Your counter price must be more than ${above}`
      : `Your counter price must be more than ${above} and less than ${below}`,
  NOT_A_PARTY: "Only the seller and the top bidder can negotiate this sale",
  /** The thread's lines and the form. */
  heading: "Negotiation",
  negotiating: "Negotiating",
  counter: (who: string, price: string) => `${who} countered with ${price}`,
  accepted: (who: string, price: string) => `${who} accepted ${price}`,
  declined: (who: string) => `${who} declined`,
  expired: "The offer expired unanswered",
  you: "You",
  seller: "The seller",
  buyer: "The buyer",
  yourTurn: (deadline: string) => `Your answer is due by ${deadline}.`,
  theirTurn: (deadline: string) => `Waiting for the other side until ${deadline}.`,
  counterLabel: "Your counter price (£)",
  sendCounter: "SEND COUNTER",
  accept: (price: string) => `ACCEPT ${price}`,
  decline: "DECLINE",
  roundsLeft: (n: number) => (n === 1 ? "1 counter left" : `${n} counters left`),
  /** Answers after a move. */
  sent: "Your counter-offer has been sent",
  soldAt: (price: string) => `Agreed: sold at ${price}`,
  declinedDone: "You declined: the vehicle is not sold",
} as const;
