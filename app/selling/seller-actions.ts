// The seller's confirmed actions on one auction (spec 001 sections 4.2 and 4.4): which API call
// each makes, its question, its answer, and whether the detail offers it now. Browser-safe, so
// the confirmation page and the dialog ask the same question.
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { SELLER_ACTION_MESSAGES as M } from "~contract/messages/seller-actions";
import { formatPounds } from "~contract/money";

export const SELLER_ACTIONS = ["cancel", "delete", "accept", "reject"] as const;
export type SellerAction = (typeof SELLER_ACTIONS)[number];

export const readSellerAction = (value: unknown): SellerAction | null =>
  (SELLER_ACTIONS as readonly unknown[]).includes(value) ? (value as SellerAction) : null;

/** The API's path after /auction/{id}/ for each action (literal, so the call is typed by the document). */
export const SELLER_ACTION_PATHS = {
  cancel: "cancel",
  delete: "delete",
  accept: "acceptance/seller",
  reject: "rejection/seller",
} as const satisfies Record<SellerAction, string>;

export const SELLER_ACTION_LABELS: Record<SellerAction, string> = {
  cancel: "CANCEL AUCTION",
  delete: "DELETE",
  accept: "ACCEPT",
  reject: "REJECT",
};

export const SELLER_ACTION_DONE: Record<SellerAction, string> = {
  cancel: M.cancelled,
  delete: M.deleted,
  accept: M.accepted,
  reject: M.rejected,
};

type Facts = Pick<
  AuctionDetail,
  "status" | "isCancellationAllowed" | "isSellerAcceptanceAllowed" | "highestBidInPence"
>;

/** Whether the seller may take the action now, by the flags the API computed (spec 001 section 6). */
export function offers(a: Facts, action: SellerAction): boolean {
  switch (action) {
    case "cancel":
      return a.status === "PUBLISHED" && a.isCancellationAllowed;
    case "delete":
      return a.status === "DRAFT" || a.status === "ENDED" || a.status === "CANCELLED";
    case "accept":
    case "reject":
      return a.isSellerAcceptanceAllowed;
  }
}

export function sellerQuestion(action: SellerAction, a: Facts): { question: string; detail: string | null } {
  const amount = a.highestBidInPence === null ? "" : formatPounds(a.highestBidInPence);
  switch (action) {
    case "cancel":
      return { question: M.cancelQuestion, detail: M.cancelDetail };
    case "delete":
      return { question: M.deleteQuestion, detail: null };
    case "accept":
      return { question: M.acceptQuestion(amount), detail: null };
    case "reject":
      return { question: M.rejectQuestion(amount), detail: null };
  }
}

export const confirmHref = (id: number, action: SellerAction) => `/my-vehicles/${id}/confirm?action=${action}`;
