// Small pieces every auction route shares: the id parameter, the versioned body, the access row.
import { PAYMENT_FAILURE_CODE } from "../../contract/payments";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiContext } from "../../api/types";
import { ApiError, notFound, parseBody } from "../../api/http";
import { auctions, organizations } from "../../db/schema";
import { can, type AuctionFacts } from "../../contract/policy";
import { viewerFrom, type Viewer } from "../read/viewer";
import { fromPeriods } from "../archive/moved-read";

/** The `{id}` of auction paths, for the API document (auctionIdOf answers 404 for anything else). */
export const AuctionIdParams = z.object({ id: z.coerce.number().int().positive() });
import { ERROR_MESSAGES } from "../../contract/messages/common";
import { LAUNCH_CLOSED_MESSAGES } from "../../contract/messages/auction-detail";
import { launchClosedReason } from "../../contract/launch-access";
import { VersionSchema } from "../../contract/auction-requests";

export function auctionIdOf(c: ApiContext): number {
  const id = Number(c.params.id);
  // A non-numeric id names no auction: 404, not a validation error.
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export async function versionOf(c: ApiContext): Promise<number> {
  return (await parseBody(c.request, VersionSchema)).version;
}

export interface AccessRow extends AuctionFacts {
  id: number;
  vehicleId: number;
  version: number;
  supersededByAuctionId: number | null;
  endsOn: string | null;
  acceptanceDeadline: string | null;
  /** Set once the archiver moved the auction's heavy rows to R2 (decision 0159). */
  archiveKey: string | null;
}

const accessColumns = {
  id: auctions.id,
  vehicleId: auctions.vehicleId,
  version: auctions.version,
  organizationId: auctions.organizationId,
  sellerId: auctions.sellerId,
  status: auctions.status,
  publishTarget: auctions.publishTarget,
  groupId: auctions.groupId,
  winnerBidderId: auctions.winnerBidderId,
  winnerOrganizationId: auctions.winnerOrganizationId,
  supersededByAuctionId: auctions.supersededByAuctionId,
  endsOn: auctions.endsOn,
  acceptanceDeadline: auctions.acceptanceDeadline,
  archiveKey: auctions.archiveKey,
};

/**
 * The auction's access row and the viewer, in one D1 batch; 404 when the viewer may not see it. An
 * auction moved to an archive period (decision 0188) is read there: the routes that change it
 * restore it first, as they do any archived auction.
 */
export async function loadForViewer(c: ApiContext, auctionId: number): Promise<{ row: AccessRow; viewer: Viewer }> {
  const orgId = c.caller.organizationId ?? -1;
  const [rows, orgs] = await c.db.batch([
    c.db.select(accessColumns).from(auctions).where(eq(auctions.id, auctionId)),
    c.db
      .select({
        groupId: organizations.groupId,
        buyerBlocked: organizations.buyerBlocked,
        sellerBlocked: organizations.sellerBlocked,
      })
      .from(organizations)
      .where(eq(organizations.id, orgId)),
  ]);
  const viewer = viewerFrom(c.caller, orgs[0] ?? null);
  const row =
    rows[0] ??
    (await fromPeriods(c.env, (db) => db.select(accessColumns).from(auctions).where(eq(auctions.id, auctionId)).get()));
  if (!row || !can(viewer, "see", row)) throw notFound();
  return { row, viewer };
}

/** Spec 000 section 8: an organisation blocked for payment gets 418 on publish and bid. */
export function requireNotPaymentBlocked(viewer: Viewer): void {
  if (viewer.organizationStatus === "BLOCKED_DUE_TO_PAYMENT") {
    // PAYMENT_FAILURE: the web shows 'Payment failed. Add a valid card...' and leads to the wallet.
    throw new ApiError(418, ERROR_MESSAGES.BLOCKED_DUE_TO_PAYMENT, PAYMENT_FAILURE_CODE);
  }
}

/**
 * Launch refused for the reason the dashboard and the wizard already named (decision 0091): a
 * payment block keeps spec 000 section 8's 418 and PAYMENT_FAILURE (the web shows the payment
 * message and the wallet); verification and an ops block answer 403 with the reason as errorCode.
 */
export function requireLaunchOpen(viewer: Viewer): void {
  const reason = launchClosedReason(viewer);
  if (reason === "PAYMENT_BLOCKED") requireNotPaymentBlocked(viewer);
  if (reason) throw new ApiError(403, LAUNCH_CLOSED_MESSAGES[reason], reason);
}

let isoDay: Intl.DateTimeFormat | undefined;

/** Today's date in the UK as YYYY-MM-DD (en-CA formats dates that way). */
export function ukToday(nowMs: number): string {
  // Made once: making an Intl formatter is its slow part.
  isoDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
  return isoDay.format(new Date(nowMs));
}
