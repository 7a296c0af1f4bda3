// Words of disputes (issue 27 item 3): the reasons' labels, the statuses as both parties and ops
// read them, field errors, refusals and the confirmations. The pages and the API use only these.
// Keyed by the contract's enums (../disputes.ts checks the keys with `satisfies`); no import back.
// The statuses and the detail's dispute line are in ./dispute-line (decision 0229).
import { DISPUTE_LINE_MESSAGES, DISPUTE_STATUS_LABELS, disputeBadge } from "./dispute-line";

const REASON_LABELS = {
  NOT_AS_DESCRIBED: "Not as described",
  UNDECLARED_DAMAGE: "Undeclared damage",
  MILEAGE: "Mileage",
  DOCUMENTS: "Documents",
} as const;

export const DISPUTE_MESSAGES = {
  reasonLabels: REASON_LABELS,
  statusLabels: DISPUTE_STATUS_LABELS,
  badge: disputeBadge,
  fields: {
    required: "This field is required",
    reason: "Choose a reason from the list",
    outcome: "Choose a decision",
    adjustment: "Enter the price reduction in whole pence, less than the sale price",
    /** The ops console's field takes pounds, so its words say pounds. */
    adjustmentPounds: "Enter the price reduction in pounds, less than the sale price",
    tooLong: (max: number) => `At most ${max} characters`,
    tooManyPhotos: "At most 6 photos",
  },
  /** Refusals (the API's messages; the errorCode says the same for clients). */
  NOT_SOLD: "Only a sold vehicle can be disputed",
  WINDOW_CLOSED: "Disputes can be raised only within 48 hours of the sale",
  EXISTS: "A dispute has already been raised for this sale",
  NO_DISPUTE: "There is no dispute for this sale",
  ALREADY_ANSWERED: "The seller has already answered this dispute",
  ALREADY_DECIDED: "This dispute has already been decided",
  NOT_BUYER: "Only the buying organisation can raise a dispute",
  NOT_SELLER: "Only the selling organisation can answer a dispute",
  ADJUSTMENT_TOO_LARGE: "The price reduction must be less than the sale price",
  PHOTO_UNKNOWN: "A photo was not found: upload it again",
  /** Pages. */
  raiseTitle: DISPUTE_LINE_MESSAGES.raiseTitle,
  raiseIntro: (plate: string, price: string) =>
    `You are disputing the sale of ${plate} at ${price}. The seller will be asked to answer and our team will decide.`,
  raised: (plate: string, price: string) => `Dispute raised for ${plate} (sold at ${price})`,
  windowEnds: DISPUTE_LINE_MESSAGES.windowEnds,
  answered: "Your answer has been sent",
  decided: "Decision recorded",
  answerTitle: "Answer the dispute",
  /** Over the photos a refused raise kept, so they need not be chosen again. */
  keptPhotos: (n: number) =>
    `${n === 1 ? "Your photo is" : `Your ${n} photos are`} kept and will be sent with the dispute`,
} as const;
