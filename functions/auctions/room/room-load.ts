// Reads an auction and the ledger of its current launch from D1: how an AuctionRoom whose own
// storage is empty adopts an auction (a draft being launched, or demo data seeded straight into D1).
// The same batch marks a live one `room_awake`, so the start-up wake knows this room holds it.
import type { LedgerEntry } from "../../contract/bidding-rules";
import type {
  AuctionStatus,
  AuctionType,
  PublishTarget,
  SaleMethod,
  TryingToDealDeliveryDateType,
} from "../../contract/auctions";
import type { RoomAuction } from "./room-state";
import { threadOf } from "../../contract/counter-offer-schemas";
import { vehicleTitleOf } from "../read/vehicle-view";

interface AuctionRow {
  id: number;
  vehicle_id: number;
  status: AuctionStatus;
  type: AuctionType | null;
  minimum_price_in_pence: number | null;
  auto_accept_price_in_pence: number | null;
  buy_now_price_in_pence: number | null;
  sale_method: SaleMethod | null;
  time_option: number | null;
  publish_target: PublishTarget | null;
  group_id: number | null;
  trying_to_deal_delivery_date_type: TryingToDealDeliveryDateType | null;
  trying_to_deal_delivery_date: string | null;
  organization_id: number;
  seller_id: number;
  launched_on: string | null;
  ends_on: string | null;
  acceptance_deadline: string | null;
  offer_thread: string | null;
  sold_on: string | null;
  winner_bidder_id: number | null;
  winner_organization_id: number | null;
  won_bid_price_in_pence: number | null;
  launch_count: number;
  version: number;
  last_modified_on: string;
  year: number | null;
  registration_plate: string | null;
  make_name: string | null;
  model_name: string | null;
}

interface BidRow {
  id: string;
  seq: number;
  bidder_id: number;
  bidder_organization_id: number;
  amount_in_pence: number;
  created_on: string;
}

const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

export async function loadAuctionFromD1(
  db: D1Database,
  auctionId: number,
): Promise<{ auction: RoomAuction; ledger: LedgerEntry[] } | null> {
  const [, auctionResult, bidResult] = await db.batch([
    // The room is about to hold it: the start-up wake must find it from now on (decision 0070).
    db
      .prepare("UPDATE auctions SET room_awake = 1 WHERE id = ? AND status != 'DRAFT' AND room_awake = 0")
      .bind(auctionId),
    db
      .prepare(
        `SELECT a.*, v.year, v.registration_plate, mk.name AS make_name, md.name AS model_name
         FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
         LEFT JOIN vehicle_makes mk ON mk.id = v.make_id LEFT JOIN vehicle_models md ON md.id = v.model_id
         WHERE a.id = ?`,
      )
      .bind(auctionId),
    db
      .prepare(
        `SELECT id, seq, bidder_id, bidder_organization_id, amount_in_pence, created_on FROM bids
         WHERE auction_id = ?1 AND launch_number = (SELECT launch_count FROM auctions WHERE id = ?1) ORDER BY seq`,
      )
      .bind(auctionId),
  ]);
  const row = (auctionResult.results as AuctionRow[])[0];
  if (!row) return null;
  const auction: RoomAuction = {
    id: row.id,
    vehicleId: row.vehicle_id,
    status: row.status,
    type: row.type,
    minimumPriceInPence: row.minimum_price_in_pence,
    autoAcceptPriceInPence: row.auto_accept_price_in_pence,
    buyNowPriceInPence: row.buy_now_price_in_pence,
    saleMethod: row.sale_method,
    timeOption: row.time_option,
    publishTarget: row.publish_target,
    groupId: row.group_id,
    tryingToDealDeliveryDateType: row.trying_to_deal_delivery_date_type,
    tryingToDealDeliveryDate: row.trying_to_deal_delivery_date,
    sellerOrganizationId: row.organization_id,
    sellerId: row.seller_id,
    // Fee rows name the car and its plate, e.g. "2019 Ford Focus AB19 CDE".
    title: [vehicleTitleOf(row.year, row.make_name, row.model_name), row.registration_plate].filter(Boolean).join(" "),
    launchedOn: ms(row.launched_on),
    endsOn: ms(row.ends_on),
    acceptanceDeadline: ms(row.acceptance_deadline),
    offers: threadOf(row.offer_thread),
    soldOn: ms(row.sold_on),
    winnerBidderId: row.winner_bidder_id,
    winnerOrganizationId: row.winner_organization_id,
    wonBidPriceInPence: row.won_bid_price_in_pence,
    launchCount: row.launch_count,
    lastLaunchOn: ms(row.launched_on),
    version: row.version,
    lastModifiedOn: ms(row.last_modified_on) ?? 0,
  };
  const ledger = (bidResult.results as BidRow[]).map((b) => ({
    id: b.id,
    bidderId: String(b.bidder_id),
    bidderOrganizationId: String(b.bidder_organization_id),
    amountInPence: b.amount_in_pence,
    seq: b.seq,
    at: Date.parse(b.created_on),
  }));
  return { auction, ledger };
}
