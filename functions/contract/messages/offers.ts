// Messages of counter-offers (issue 27 part 1, decisions 0148 and 0167): refusals, the thread's
// lines, the form's and the confirmation's words, and the answers after a move.
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
  NEGOTIATING: "This sale is being negotiated: please answer the counter-offer instead",
  /** The thread's lines and the form. */
  heading: "Negotiation",
  negotiating: "Negotiating",
  sellerIntro:
    "The best bid did not reach your reserve. You can accept or reject it, or send the bidder a counter price.",
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
  /** The confirmation (it names the plate, the price and the fee). */
  confirm: "CONFIRM",
  counterQuestion: (price: string, plate: string) => `Send a counter-offer of ${price} for ${plate}?`,
  acceptQuestion: (price: string, plate: string) => `Accept ${price} for ${plate}?`,
  declineQuestion: (price: string, plate: string) => `Decline the counter-offer of ${price} for ${plate}?`,
  declineDetail: "The vehicle will not be sold.",
  feeIfAgreed: (fee: string) => `If this price is agreed, your fee is ${fee} (plus VAT).`,
  feeOnAccept: (fee: string) => `The vehicle is sold at this price. Your fee: ${fee} (plus VAT).`,
  feeWaived: (until: string) => `No fee: your free trial runs until ${until}.`,
  /** Answers after a move. */
  sent: (price: string, plate: string) => `Your counter-offer of ${price} for ${plate} has been sent`,
  soldAt: (price: string, plate: string) => `Agreed: ${plate} is sold at ${price}`,
  declinedDone: "You declined: the vehicle is not sold",
} as const;
