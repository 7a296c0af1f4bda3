// Words of what follows ops' decision (decisions 0185, 0186): how each fee credit was settled, and
// the answer when the room could not cancel an upheld sale at once. Apart from messages/disputes.ts
// so the detail pages, which show a dispute line only, do not carry them.
export const DISPUTE_SETTLEMENT_MESSAGES = {
  labels: {
    WAITING: "Waiting: the fee is not paid yet (credited on the invoice; refunded if later paid by card)",
    REFUNDED: "Refunded to the card or account",
    INVOICED: "Credited on the invoice",
    FAILED: "Refund refused by the card provider",
  },
  CANCEL_PENDING: "The decision is recorded, but the sale could not be cancelled yet. Uphold it again to finish.",
} as const;
