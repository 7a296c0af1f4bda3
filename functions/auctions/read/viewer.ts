// The signed-in caller as the auction policy sees them (functions/contract/policy.ts): their
// roles from the token's member row, and their organisation's group and blocks read from D1.
import { eq } from "drizzle-orm";
import type { Caller } from "../../api/auth-context";
import type { Db } from "../../db/client";
import { organizations } from "../../db/schema";
import type { PolicyViewer } from "../../contract/policy";

export interface Viewer extends PolicyViewer {
  id: number;
}

export interface ViewerOrganization {
  groupId: number | null;
  buyerBlocked: boolean;
  sellerBlocked: boolean;
}

export async function loadViewer(db: Db, caller: Caller): Promise<Viewer> {
  const org =
    caller.organizationId === null
      ? undefined
      : await db
          .select({
            groupId: organizations.groupId,
            buyerBlocked: organizations.buyerBlocked,
            sellerBlocked: organizations.sellerBlocked,
          })
          .from(organizations)
          .where(eq(organizations.id, caller.organizationId))
          .get();
  return viewerFrom(caller, org ?? null);
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
