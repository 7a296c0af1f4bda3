// Reads of a dispute: one statement for the dispute with its sale and vehicle, one for its photos,
// in one D1 batch. Callers check who is asking first; these take no viewer.
import { DISPUTE_MESSAGES } from "../contract/messages/disputes";
import type { DisputeReason, DisputeStatus } from "../contract/disputes";
import type { AuctionStatus } from "../contract/auctions";
import type { DisputeView, OpsDispute, OpsDisputeDetail } from "../contract/answers/dispute";
import type { RefundStatus } from "../contract/dispute-settlement";
import { DISPUTE_SETTLEMENT_MESSAGES } from "../contract/messages/dispute-settlement";
import { vehicleTitleOf } from "../auctions/read/vehicle-view";

export interface DisputeRow {
  id: number;
  auction_id: number;
  buyer_organization_id: number;
  seller_organization_id: number;
  buyer_trade_name: string;
  seller_trade_name: string;
  reason: DisputeReason;
  description: string;
  status: DisputeStatus;
  /** The disputed auction's status now (CANCELLED once an upheld dispute's sale is undone). */
  auction_status: AuctionStatus;
  sale_price_in_pence: number;
  seller_answer: string | null;
  answered_on: string | null;
  adjustment_in_pence: number | null;
  fee_credit_in_pence: number | null;
  decision_note: string | null;
  decided_on: string | null;
  created_on: string;
  registration_plate: string | null;
  year: number | null;
  make_name: string | null;
  model_name: string | null;
}

interface PhotoRow {
  dispute_id: number;
  id: number;
  r2_key: string;
  thumbnail_r2_key: string | null;
}

const SELECT = `SELECT d.id, d.auction_id, d.buyer_organization_id, d.seller_organization_id, d.reason, d.description,
    d.status, d.sale_price_in_pence, d.seller_answer, d.answered_on, d.adjustment_in_pence, d.fee_credit_in_pence,
    d.decision_note, d.decided_on, d.created_on, v.registration_plate, v.year, mk.name AS make_name, md.name AS model_name,
    bo.trade_name AS buyer_trade_name, so.trade_name AS seller_trade_name, a.status AS auction_status
  FROM disputes d
  JOIN auctions a ON a.id = d.auction_id
  JOIN vehicles v ON v.id = a.vehicle_id
  LEFT JOIN vehicle_makes mk ON mk.id = v.make_id
  LEFT JOIN vehicle_models md ON md.id = v.model_id
  JOIN organizations bo ON bo.id = d.buyer_organization_id
  JOIN organizations so ON so.id = d.seller_organization_id`;

const PHOTOS = `SELECT p.dispute_id, m.id, m.r2_key, m.thumbnail_r2_key FROM dispute_photos p
  JOIN vehicle_media m ON m.id = p.media_id`;

function toView(row: DisputeRow, photos: PhotoRow[], canAnswer: boolean): DisputeView {
  const adjusted = row.adjustment_in_pence === null ? null : row.sale_price_in_pence - row.adjustment_in_pence;
  return {
    id: row.id,
    auctionId: row.auction_id,
    status: row.status,
    statusLabel: DISPUTE_MESSAGES.statusLabels[row.status],
    reason: row.reason,
    reasonLabel: DISPUTE_MESSAGES.reasonLabels[row.reason],
    description: row.description,
    photos: photos
      .filter((p) => p.dispute_id === row.id)
      .map((p) => ({
        id: p.id,
        url: `/media/${p.r2_key}`,
        thumbnailUrl: p.thumbnail_r2_key ? `/media/${p.thumbnail_r2_key}` : null,
      })),
    registrationPlate: row.registration_plate,
    vehicleTitle: vehicleTitleOf(row.year, row.make_name, row.model_name),
    salePriceInPence: row.sale_price_in_pence,
    raisedOn: row.created_on,
    sellerAnswer: row.seller_answer,
    answeredOn: row.answered_on,
    adjustmentInPence: row.adjustment_in_pence,
    adjustedPriceInPence: adjusted,
    decisionNote: row.decision_note,
    decidedOn: row.decided_on,
    canAnswer,
  };
}

export function toOpsView(row: DisputeRow, photos: PhotoRow[]): OpsDispute {
  return {
    ...toView(row, photos, false),
    buyerOrganization: { id: row.buyer_organization_id, tradeName: row.buyer_trade_name },
    sellerOrganization: { id: row.seller_organization_id, tradeName: row.seller_trade_name },
    feeCreditInPence: row.fee_credit_in_pence,
    auctionStatus: row.auction_status,
  };
}

/** The dispute of a sale, as a party sees it; null when none was raised. */
export async function disputeOfAuction(
  db: D1Database,
  auctionId: number,
  canAnswer: (row: DisputeRow) => boolean,
): Promise<DisputeView | null> {
  const [rows, photos] = await db.batch([
    db.prepare(`${SELECT} WHERE d.auction_id = ?`).bind(auctionId),
    db
      .prepare(`${PHOTOS} JOIN disputes d ON d.id = p.dispute_id WHERE d.auction_id = ? ORDER BY p.sort_number`)
      .bind(auctionId),
  ]);
  const row = rows.results[0] as DisputeRow | undefined;
  return row ? toView(row, photos.results as PhotoRow[], canAnswer(row)) : null;
}

export async function opsDispute(db: D1Database, id: number): Promise<OpsDispute | null> {
  const [rows, photos] = await db.batch([
    db.prepare(`${SELECT} WHERE d.id = ?`).bind(id),
    db.prepare(`${PHOTOS} WHERE p.dispute_id = ? ORDER BY p.sort_number`).bind(id),
  ]);
  const row = rows.results[0] as DisputeRow | undefined;
  return row ? toOpsView(row, photos.results as PhotoRow[]) : null;
}

/** Ops' one dispute with its fee credits and their settlement (decision 0186). */
export async function opsDisputeDetail(db: D1Database, id: number): Promise<OpsDisputeDetail | null> {
  const [dispute, credits] = await Promise.all([
    opsDispute(db, id),
    db
      .prepare(
        `SELECT t.id AS transactionId, t.organization_id AS organizationId, t.title, t.amount_in_pence AS amountInPence,
           r.status AS settlement, r.refunded_in_pence AS refundedInPence
         FROM dispute_refunds r JOIN transactions t ON t.id = r.credit_transaction_id WHERE r.dispute_id = ? ORDER BY t.id`,
      )
      .bind(id)
      .all<Omit<OpsDisputeDetail["credits"][number], "settlementLabel"> & { settlement: RefundStatus }>(),
  ]);
  if (!dispute) return null;
  return {
    ...dispute,
    credits: credits.results.map((c) => ({ ...c, settlementLabel: DISPUTE_SETTLEMENT_MESSAGES.labels[c.settlement] })),
  };
}

export const OPS_DISPUTE_PAGE = 20;

/** Ops' queue: undecided first (oldest first, the order to work them), then decided, newest first. */
export async function opsDisputePage(db: D1Database, offset: number) {
  const [count, rows] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM disputes"),
    db
      .prepare(
        `${SELECT} ORDER BY d.status IN ('OPEN', 'ANSWERED') DESC,
           CASE WHEN d.status IN ('OPEN', 'ANSWERED') THEN d.created_on END ASC, d.created_on DESC, d.id DESC
         LIMIT ? OFFSET ?`,
      )
      .bind(OPS_DISPUTE_PAGE, offset),
  ]);
  const found = rows.results as DisputeRow[];
  // The page's photos by one JSON parameter (no bound-parameter limit to meet).
  const photos = found.length
    ? await db
        .prepare(`${PHOTOS} WHERE p.dispute_id IN (SELECT value FROM json_each(?)) ORDER BY p.sort_number`)
        .bind(JSON.stringify(found.map((r) => r.id)))
        .all<PhotoRow>()
    : { results: [] };
  const totalElements = (count.results[0] as { n: number }).n;
  const content = found.map((r) => toOpsView(r, photos.results));
  return { content, totalElements, last: offset + content.length >= totalElements };
}
