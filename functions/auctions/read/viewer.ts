// The signed-in caller as the auction policy sees them (functions/contract/policy.ts): their
// roles from the token's member row, and their organisation's group and blocks read with it.
import type { Caller } from "../../api/auth-context";
import type { Db } from "../../db/client";
import type { PolicyViewer } from "../../contract/policy";

export interface Viewer extends PolicyViewer {
  id: number;
}

export interface ViewerOrganization {
  groupId: number | null;
  buyerBlocked: boolean;
  sellerBlocked: boolean;
}

/**
 * The caller as the policy sees them. Authentication read the organisation's group and blocks with
 * the member moments ago (the same fresh read, or the bid path's member cache, decision 0049), so
 * nothing is read again here: one D1 round trip less on every route that asks (issue 23 item 3).
 */
export async function loadViewer(_db: Db, caller: Caller): Promise<Viewer> {
  return viewerFrom(caller, caller.organization);
}

export function viewerFrom(caller: Caller, org: ViewerOrganization | null): Viewer {
  return {
    id: caller.id,
    organizationId: caller.organizationId,
    groupId: org?.groupId ?? null,
    isOwner: caller.isOwner,
    isBuyer: caller.isBuyer,
    isSeller: caller.isSeller,
    isTransactionAcceptor: caller.isTransactionAcceptor,
    isAdmin: caller.isAdmin,
    // An organisation waiting for verification after registration can neither buy nor sell (0031).
    buyerBlocked: (org?.buyerBlocked ?? false) || caller.organizationStatus === "PENDING",
    sellerBlocked: (org?.sellerBlocked ?? false) || caller.organizationStatus === "PENDING",
    organizationStatus: caller.organizationStatus,
  };
}
