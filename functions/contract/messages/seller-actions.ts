// The seller's actions on the detail page (spec 001 sections 4.2 and 4.4): questions and answers.
// Apart from ./auction-detail so the buyer's detail does not ship them (decision 0229).
export const SELLER_ACTION_MESSAGES = {
  cancelQuestion: "Are you sure?",
  cancelDetail: "The auction will end now and buyers can no longer bid.",
  deleteQuestion: "Are you sure you want to delete this vehicle? This cannot be undone.",
  acceptQuestion: (amount: string) => `Accept the best offer of ${amount}? The buyer is then asked to confirm.`,
  rejectQuestion: (amount: string) => `Reject the best offer of ${amount}?`,
  cancelled: "Auction cancelled",
  deleted: "Vehicle deleted",
  accepted: "Offer accepted. Waiting for the buyer's acceptance.",
  rejected: "Offer rejected",
  launched: "Auction saved successfully",
  notNow: "This action is no longer available for this vehicle.",
  launchFee: "You have used the free launches of this vehicle: a launch fee will be charged for this launch.",
} as const;
