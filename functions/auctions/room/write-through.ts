// D1 statements that copy an AuctionRoom's state into the read model (auctions row, bids copy) and
// record fees. All of them are idempotent so a retried flush is harmless: the auctions update is
// guarded by version, bids are INSERT OR IGNORE by id, and fee rows carry a unique reference.
// The price a dispute settled a sale at is ops' (decision 0255): the room never writes it, and only
// a relaunch, which clears the sale price, clears it with it.
import { FREE_LAUNCHES_PER_TRANSACTION } from "../../contract/auctions";
import type { AuctionPrice, LedgerEntry } from "../../contract/bidding-rules";
import { buyerFeeInPence, freeTrialEndsSql } from "../../contract/fees";
import type { RoomAuction } from "./room-state";

export interface FlushInput {
  auction: RoomAuction;
  price: AuctionPrice;
  /** Ledger entries of the current launch not yet copied to D1. */
  newEntries: LedgerEntry[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

// An organisation's fees start once its free trial is over, judged at the moment of the event: the
// SQL twin of the contract's inFreeTrial, on the same trial end.
const TRIAL_OVER = `${freeTrialEndsSql("o.trial_started_on")} <= strftime('%Y-%m-%dT%H:%M:%fZ', ?)`;

export function writeThroughStatements(db: D1Database, input: FlushInput): D1PreparedStatement[] {
  const { auction: a, price, newEntries } = input;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE auctions SET status = ?, type = ?, minimum_price_in_pence = ?, auto_accept_price_in_pence = ?,
          time_option = ?, publish_target = ?, group_id = ?, trying_to_deal_delivery_date_type = ?,
          trying_to_deal_delivery_date = ?, launched_on = ?, ends_on = ?, highest_bid_in_pence = ?, bid_count = ?,
          winner_bidder_id = ?, winner_organization_id = ?, won_bid_price_in_pence = ?,
          settled_price_in_pence = CASE WHEN ? IS NULL THEN NULL ELSE settled_price_in_pence END, sold_on = ?,
          launch_count = ?, acceptance_deadline = ?, buy_now_price_in_pence = ?, sale_method = ?, version = ?,
          last_modified_on = ?, offer_thread = ?, room_awake = 1
         WHERE id = ? AND version <= ?`,
      )
      .bind(
        a.status,
        a.type,
        a.minimumPriceInPence,
        a.autoAcceptPriceInPence,
        a.timeOption,
        a.publishTarget,
        a.groupId,
        a.tryingToDealDeliveryDateType,
        a.tryingToDealDeliveryDate,
        iso(a.launchedOn),
        iso(a.endsOn),
        price.highestBidInPence,
        price.bidCount,
        a.winnerBidderId,
        a.winnerOrganizationId,
        a.wonBidPriceInPence,
        a.wonBidPriceInPence,
        iso(a.soldOn),
        a.launchCount,
        iso(a.acceptanceDeadline),
        a.buyNowPriceInPence ?? null,
        a.saleMethod ?? null,
        a.version,
        iso(a.lastModifiedOn),
        a.offers?.length ? JSON.stringify(a.offers) : null,
        a.id,
        a.version,
      ),
  ];
  if (newEntries.length > 0) {
    // One JSON parameter carries every row, so a large batch never meets D1's bound-parameter limit.
    const rows = newEntries.map((e) => ({
      id: e.id,
      seq: e.seq,
      bidderId: Number(e.bidderId),
      orgId: Number(e.bidderOrganizationId),
      amount: e.amountInPence,
      at: new Date(e.at).toISOString(),
    }));
    statements.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO bids (id, auction_id, launch_number, seq, bidder_id, bidder_organization_id,
             amount_in_pence, is_highest, created_on)
           SELECT json_extract(j.value, '$.id'), ?, ?, json_extract(j.value, '$.seq'), json_extract(j.value, '$.bidderId'),
             json_extract(j.value, '$.orgId'), json_extract(j.value, '$.amount'), 0, json_extract(j.value, '$.at')
           FROM json_each(?) AS j`,
        )
        .bind(a.id, a.launchCount, JSON.stringify(rows)),
    );
  }
  statements.push(
    db
      .prepare(
        `UPDATE bids SET is_highest = CASE WHEN id = ?1 THEN 1 ELSE 0 END
         WHERE auction_id = ?2 AND (is_highest = 1 OR id = ?1)`,
      )
      .bind(price.leader?.bidId ?? "", a.id),
  );
  statements.push(...feeStatements(db, a));
  return statements;
}

function feeStatements(db: D1Database, a: RoomAuction): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  if (a.status === "SOLD" && a.soldOn !== null && a.wonBidPriceInPence !== null && a.winnerOrganizationId !== null) {
    const at = iso(a.soldOn);
    out.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO transactions (organization_id, kind, title, amount_in_pence, auction_id, reference, created_on)
           SELECT o.id, 'BUYER_FEE', ?, ?, ?, ?, ? FROM organizations o WHERE o.id = ? AND ${TRIAL_OVER}`,
        )
        .bind(
          `Buyer's fee: ${a.title}`,
          buyerFeeInPence(a.wonBidPriceInPence),
          a.id,
          `auction:${a.id}:sold:${a.launchCount}:buyer`,
          at,
          a.winnerOrganizationId,
          at,
        ),
    );
    out.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO transactions (organization_id, kind, title, amount_in_pence, auction_id, reference, created_on)
           SELECT o.id, 'SELLER_FEE', ?, f.fee_in_pence, ?, ?, ?
           FROM organizations o,
             (SELECT fee_in_pence FROM fee_settings WHERE kind = 'SELLER_FEE' AND (up_to_in_pence IS NULL OR up_to_in_pence >= ?)
              ORDER BY up_to_in_pence IS NULL, up_to_in_pence LIMIT 1) AS f
           WHERE o.id = ? AND f.fee_in_pence > 0 AND ${TRIAL_OVER}`,
        )
        .bind(
          `Seller's fee: ${a.title}`,
          a.id,
          `auction:${a.id}:sold:${a.launchCount}:seller`,
          at,
          a.wonBidPriceInPence,
          a.sellerOrganizationId,
          at,
        ),
    );
  }
  if (a.launchCount > FREE_LAUNCHES_PER_TRANSACTION && a.lastLaunchOn !== null) {
    const at = iso(a.lastLaunchOn);
    out.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO transactions (organization_id, kind, title, amount_in_pence, auction_id, reference, created_on)
           SELECT o.id, 'LAUNCH_FEE', ?, f.fee_in_pence, ?, ?, ?
           FROM organizations o, (SELECT fee_in_pence FROM fee_settings WHERE kind = 'LAUNCH_FEE' LIMIT 1) AS f
           WHERE o.id = ? AND f.fee_in_pence > 0 AND ${TRIAL_OVER}`,
        )
        .bind(
          `Launch fee: ${a.title}`,
          a.id,
          `auction:${a.id}:launch:${a.launchCount}`,
          at,
          a.sellerOrganizationId,
          at,
        ),
    );
  }
  return out;
}

/** Removes a deleted auction's rows; fee transactions stay (they were charged). */
export function deleteStatements(db: D1Database, auctionId: number, vehicleId: number): D1PreparedStatement[] {
  // A vehicle shared with another auction (never the case today: /edit copies it) is kept.
  const unshared = "NOT EXISTS (SELECT 1 FROM auctions o WHERE o.vehicle_id = ?2 AND o.id != ?1)";
  return [
    db
      .prepare("UPDATE auctions SET superseded_by_auction_id = NULL WHERE superseded_by_auction_id = ?")
      .bind(auctionId),
    db.prepare("DELETE FROM bids WHERE auction_id = ?").bind(auctionId),
    // The summaries go with the bids; the hourly counts stay: those bids were placed.
    db.prepare("DELETE FROM bid_summaries WHERE auction_id = ?").bind(auctionId),
    db.prepare("DELETE FROM watchlist WHERE auction_id = ?").bind(auctionId),
    db.prepare(`DELETE FROM vehicle_media WHERE vehicle_id = ?2 AND ${unshared}`).bind(auctionId, vehicleId),
    db.prepare("DELETE FROM auctions WHERE id = ?").bind(auctionId),
    db.prepare(`DELETE FROM vehicles WHERE id = ?2 AND ${unshared}`).bind(auctionId, vehicleId),
  ];
}
