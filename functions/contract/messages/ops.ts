// Messages of the ops console (issue 12; the spec has no admin screens, so these are ours).
import { FIELD_MESSAGES } from "./common";
export const OPS_MESSAGES = {
  organizationApproved: "Organisation approved. The owner has been emailed.",
  organizationRejected: "Organisation rejected. The owner has been emailed.",
  memberApproved: "Member approved. They have been emailed and can sign in.",
  memberRejected: "Member rejected. They have been emailed.",
  changeApproved: "Change approved and applied.",
  changeRejected: "Change rejected.",
  blocksSaved: "Blocks saved.",
  contentSaved: "Page saved.",
  feesSaved: "Fee settings saved.",
  saved: "Saved.",
  linkCreated: "One-time sign-in link created. It works once and expires in 10 minutes.",
  notPending: "This is no longer waiting for approval.",
  feeNotFound: "Unknown fee setting.",
  feeInvalid: "Enter an amount in pounds, e.g. 35 or 35.00",
  payloadInvalid: "This change cannot be applied: its details are incomplete.",
  reasonTooLong: FIELD_MESSAGES.maxLength(500),
  supplierSaved: "Invoice details saved. Invoices downloaded from now on carry them.",
  supplierMissing: "Invoices carry no supplier address or VAT registration number until these details are saved.",
  vatNumberInvalid: "Enter a UK VAT registration number, e.g. GB 123 4567 89",
  auctionRestored: "Auction restored from the archive. Its full record is back in the live database.",
  auctionNotArchived: "This auction is not archived.",
  auctionNumberInvalid: "Enter the auction's number, e.g. 1234",
  auctionNotFound: "There is no auction with this number.",
  archiveUnreadable:
    "The archived copy of this auction could not be read. Nothing was changed; please try again later.",
} as const;

/** Audit actions, as stored in audit_log.action and shown on /ops/audit. */
export const OPS_ACTION_LABELS = {
  ORGANIZATION_APPROVED: "Approved organisation",
  ORGANIZATION_REJECTED: "Rejected organisation",
  MEMBER_APPROVED: "Approved member",
  MEMBER_REJECTED: "Rejected member",
  CHANGE_APPROVED: "Approved change",
  CHANGE_REJECTED: "Rejected change",
  BLOCKS_CHANGED: "Changed blocks",
  CONTENT_PAGE_SAVED: "Saved content page",
  FEE_SETTINGS_CHANGED: "Changed fee settings",
  IMPERSONATION_LINK_CREATED: "Created impersonation link",
  SUPPLIER_DETAILS_CHANGED: "Changed invoice details",
  AUCTION_RESTORED: "Restored archived auction",
  // Disputes (issue 27 item 3): the parties' steps are audited beside ops' own decisions.
  DISPUTE_RAISED: "Dispute raised by the buyer",
  DISPUTE_ANSWERED: "Dispute answered by the seller",
  DISPUTE_UPHELD: "Upheld dispute (sale cancelled)",
  DISPUTE_PARTIAL: "Settled dispute with a price adjustment",
  DISPUTE_REJECTED: "Rejected dispute",
} as const;
export type OpsAction = keyof typeof OPS_ACTION_LABELS;
