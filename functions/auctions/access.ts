// Who may see and do what with an auction (spec 001 section 6, DESIGN.md "Sessions and security").
// One set of pure functions used by every auction route, so a rule is written once.
import { eq } from "drizzle-orm";
import type { Caller } from "../api/auth-context";
import type { Db } from "../db/client";
import { organizations } from "../db/schema";
import type { AuctionStatus, PublishTarget } from "../contract/auctions";

export interface Viewer {
  id: number;
  organizationId: number | null;
  groupId: number | null;
  isOwner: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isTransactionAcceptor: boolean;
  buyerBlocked: boolean;
  sellerBlocked: boolean;
  organizationStatus: string | null;
}

/** The parts of an auction row the rules look at. */
export interface AuctionAccessRow {
  organizationId: number;
  sellerId: number;
  status: AuctionStatus;
  publishTarget: PublishTarget | null;
  groupId: number | null;
  winnerBidderId: number | null;
  winnerOrganizationId: number | null;
}

export async function loadViewer(db: Db, caller: Caller): Promise<Viewer> {
  const org =
    caller.organizationId === null
      ? undefined
      : await db
          .select({ groupId: organizations.groupId, buyerBlocked: organizations.buyerBlocked, sellerBlocked: organizations.sellerBlocked })
          .from(organizations)
          .where(eq(organizations.id, caller.organizationId))
          .get();
  return viewerFrom(caller, org ?? null);
}

export function viewerFrom(
  caller: Caller,
  org: { groupId: number | null; buyerBlocked: boolean; sellerBlocked: boolean } | null,
): Viewer {
  return {
    id: caller.id,
    organizationId: caller.organizationId,
    groupId: org?.groupId ?? null,
    isOwner: caller.isOwner,
    isBuyer: caller.isBuyer,
    isSeller: caller.isSeller,
    isTransactionAcceptor: caller.isTransactionAcceptor,
    buyerBlocked: org?.buyerBlocked ?? false,
    sellerBlocked: org?.sellerBlocked ?? false,
    organizationStatus: caller.organizationStatus,
  };
}

export const isSellerOrganization = (v: Viewer, a: AuctionAccessRow) =>
  v.organizationId !== null && v.organizationId === a.organizationId;

/** Another organisation never sees drafts; GROUP_ONLY / GROUP_FIRST runs stay inside the seller's group. */
export function canSee(v: Viewer, a: AuctionAccessRow): boolean {
  if (isSellerOrganization(v, a)) return true;
  if (a.status === "DRAFT") return false;
  if (v.organizationId !== null && v.organizationId === a.winnerOrganizationId) return true;
  if ((a.publishTarget ?? "EVERYWHERE") === "EVERYWHERE") return true;
  return v.groupId !== null && v.groupId === a.groupId;
}

/** Draft edit, delete and launch, cancel and relaunch: the organisation owner or that auction's seller. */
export function canManage(v: Viewer, a: AuctionAccessRow): boolean {
  return isSellerOrganization(v, a) && (v.isOwner || (v.isSeller && v.id === a.sellerId));
}

/** Seller acceptance also belongs to the organisation's transaction acceptors. */
export function canActForSeller(v: Viewer, a: AuctionAccessRow): boolean {
  return canManage(v, a) || (isSellerOrganization(v, a) && v.isTransactionAcceptor);
}

/** Buyer acceptance: the winning bidder, or their organisation's owner or transaction acceptor. */
export function canActForBuyer(v: Viewer, a: AuctionAccessRow): boolean {
  if (v.organizationId === null || v.organizationId !== a.winnerOrganizationId) return false;
  return v.id === a.winnerBidderId || v.isOwner || v.isTransactionAcceptor;
}
