// The dispute words a detail page and the lists show without the dispute form (issue 27 item 3):
// the statuses, the short badge and the line that offers a raise. Apart from ./disputes so those
// pages do not ship the form's and the API's words (decision 0229); ./disputes re-exports them.
export const DISPUTE_STATUS_LABELS = {
  OPEN: "Disputed: awaiting the seller's answer",
  ANSWERED: "Disputed: awaiting a decision",
  UPHELD: "Sale cancelled: dispute upheld",
  PARTIAL: "Dispute settled: price adjusted",
  REJECTED: "Dispute rejected: sale stands",
} as const;

/** The short badge on My Vehicles and My Bids cards. */
export const disputeBadge = (s: keyof typeof DISPUTE_STATUS_LABELS) =>
  s === "OPEN" || s === "ANSWERED" ? "Disputed" : DISPUTE_STATUS_LABELS[s];

export const DISPUTE_LINE_MESSAGES = {
  /** A partial settlement names the agreed price: the sale's own price beside it is the old one. */
  partial: (price: string) => `${DISPUTE_STATUS_LABELS.PARTIAL} to ${price}`,
  raiseTitle: "Raise a dispute",
  view: "View dispute",
  windowEnds: (when: string) => `You can raise a dispute until ${when}.`,
} as const;
