// The auction card of the buyer's lists (spec 001 sections 2.3 and 2.4): one SQL statement for a
// page of cards and one for its count, run as a D1 batch. Everything a card shows comes from the
// read model; the viewer organisation's own maximum is a primary-key lookup in bid_summaries,
// evaluated only for the rows of the page (archived auctions have no bid rows, decision 0159).
import { minimumNextBidFromSummary, reserveMetAt } from "../../contract/bidding-rules";
import { MAX_BIDS_PER_AUCTION, type PublishTarget, type SaleMethod } from "../../contract/auctions";
import { can } from "../../contract/policy";
import type { Caller } from "../../api/auth-context";
import { batchWithMember, type MemberRead } from "../../api/auth-in-batch";
import { viewerFrom, type Viewer } from "./viewer";
import { seeSql } from "../../contract/policy-sql";
import { bidStatusBar } from "../../contract/bid-status-bar";
import type { AuctionCard, CardPage, CardVehicleFacts } from "../../contract/dto/auction-card";
import type { AuctionHead } from "../../contract/dto/auction-head";
import { vehicleTitleOf } from "./vehicle-view";
import { watchedBySql } from "../../contract/watchlist";
import { SqlParams } from "./sql-params";
import { afterCount, LIST_GENERATION_SQL, recountSql, type Recount } from "./live-counts";
import { textSearchCountSql, textSearchIdsSql } from "./text-search-plan";
import type { DisputeStatus } from "../../contract/disputes";
import { currentOfferSql } from "../../contract/counter-offers";
import { closingLineMethod, priceSettledSql, salePriceSql } from "../../contract/sale-price";

export interface CardRow extends CardVehicleFacts, AuctionHead {
  /** An ORDER BY key of the lists, for pages merged across databases (card-merge.ts). */
  lastModifiedOn: string;
  timeOption: number | null;
  highestBidInPence: number | null;
  bidCount: number;
  minimumPriceInPence: number | null;
  /** The sale price: the settled one after a partly upheld dispute (decision 0255). */
  wonBidPriceInPence: number | null;
  /** 1 when a dispute settled the sale at another price. */
  priceSettled: number;
  buyNowPriceInPence: number | null;
  disputeStatus: DisputeStatus | null;
  organizationId: number;
  sellerId: number;
  publishTarget: PublishTarget | null;
  groupId: number | null;
  winnerOrganizationId: number | null;
  winnerBidderId: number | null;
  /** "<key> <small key>" (keys never hold a space); the small key is empty when none was made. */
  photo: string | null;
  viewerMax: number | null;
  watched: number;
  /** 1 while a counter-offer thread is open (decision 0167). */
  offerOpen: number;
  /** The counter on the table while negotiating, for the two parties (decision 0256). */
  currentOfferInPence: number | null;
  saleMethod: SaleMethod | null;
}

// The lists import the parameters from here with the rest of the card.
export { SqlParams };

// The text search moved beside its index; the lists import it from here with the rest of the card.
export { textSearch, textSearchSql } from "./text-search";

/** The joins every card needs; the text search reads make, model and vehicle columns. */
export const CARD_FROM = `FROM auctions a
  JOIN vehicles v ON v.id = a.vehicle_id
  LEFT JOIN vehicle_makes mk ON mk.id = v.make_id
  LEFT JOIN vehicle_models md ON md.id = v.model_id`;

function cardSelect(p: SqlParams, viewerOrgId: number, memberId: number): string {
  const org = p.add(viewerOrgId);
  const member = p.add(memberId);
  return `SELECT a.id, a.version, a.status, a.type, a.ends_on AS endsOn, a.launched_on AS launchedOn, a.time_option AS timeOption, a.last_modified_on AS lastModifiedOn,
    a.highest_bid_in_pence AS highestBidInPence, a.bid_count AS bidCount,
    a.minimum_price_in_pence AS minimumPriceInPence, ${salePriceSql()} AS wonBidPriceInPence, ${priceSettledSql()} AS priceSettled,
    a.sale_method AS saleMethod,
    a.buy_now_price_in_pence AS buyNowPriceInPence, a.organization_id AS organizationId, a.winner_organization_id AS winnerOrganizationId,
    a.seller_id AS sellerId, a.publish_target AS publishTarget, a.group_id AS groupId, a.winner_bidder_id AS winnerBidderId,
    v.year, v.mileage, v.derivative, v.colour, v.registration_plate AS registrationPlate, v.transmission, v.fuel,
    mk.name AS makeName, md.name AS modelName,
    (SELECT l.city FROM locations l WHERE l.id = a.location_id) AS city,
    (SELECT m.r2_key || ' ' || COALESCE(m.thumbnail_r2_key, '') FROM vehicle_media m
      WHERE m.vehicle_id = a.vehicle_id AND m.kind = 'PHOTO' AND m.parent_media_id IS NULL
      ORDER BY (m.perspective = 'MASTER') DESC, m.sort_number, m.id LIMIT 1) AS photo,
    (SELECT s.max_amount_in_pence FROM bid_summaries s WHERE s.organization_id = ${org} AND s.auction_id = a.id
      AND s.launch_number = a.launch_count) AS viewerMax,
    ${watchedBySql(member)} AS watched,
    (a.status = 'TO_ACCEPT' AND a.offer_thread IS NOT NULL) AS offerOpen,
    ${currentOfferSql(org)} AS currentOfferInPence,
    -- A sale's dispute, for its two parties only; one unique-index lookup, only on SOLD rows and the
    -- CANCELLED ones an upheld dispute may have undone (decision 0185).
    CASE WHEN a.status IN ('SOLD', 'CANCELLED') AND ${org} IN (a.organization_id, a.winner_organization_id)
      THEN (SELECT d.status FROM disputes d WHERE d.auction_id = a.id) END AS disputeStatus`;
}

export interface CardPageQuery {
  /** Conditions after WHERE, using `a`, `v`, `mk`, `md`; their parameters already in `params`. */
  where: string;
  params: SqlParams;
  orderBy: string;
  offset: number;
  limit: number;
  /** More statements for the same D1 round trip (e.g. the make counts); their results come back in order. */
  alongside?: D1PreparedStatement[];
  /** A live list's count that may come from this isolate's memo (live-counts.ts). */
  recount?: Recount;
  /** Read the list generation even without `recount`, for a recount among `alongside`. */
  readGeneration?: boolean;
  /** A live text search's MATCH placeholder: its ids are read the way its number of matches favours. */
  textMatch?: string | null;
  /** The caller's member read, run last in the batch and confirmed before any row is used (decision 0267). */
  member?: MemberRead | null;
}

/** The caller's organisation: `org` is its id's parameter placeholder. */
export const callerGroupSql = (org: string) => `(SELECT o.group_id FROM organizations o WHERE o.id = ${org})`;

/** The auctions organisation `org` (a placeholder) may see: policy canSee in SQL, its group read here. */
export const visibleToOrgSql = (org: string): string => seeSql({ organization: org, group: callerGroupSql(org) });

/** Live auctions the caller may see: PUBLISHED, before their end, and visible by the policy. */
export function visibleLiveWhere(p: SqlParams, nowIso: string, org: string): string {
  return `a.status = 'PUBLISHED' AND a.ends_on > ${p.add(nowIso)} AND ${visibleToOrgSql(org)}`;
}

/**
 * A page of cards and its count in one D1 batch: every round trip to D1 costs more than these
 * indexed queries themselves.
 */
export async function cardPage(
  db: D1Database,
  caller: Caller,
  nowMs: number,
  q: CardPageQuery,
): Promise<{ page: CardPage; viewer: Viewer; alongside: D1Result[]; generation: number }> {
  const { total: totalElements, rows, alongside, generation } = await cardRows(db, caller, q);
  // The organisation's group and blocks came with the caller (decision 0155), or with the member's
  // read in the batch above, which confirmed the caller (decision 0267): not read again.
  const viewer = viewerFrom(caller, caller.organization);
  const content = rows.map((row) => toCard(row, viewer, nowMs));
  const page = { content, totalElements, last: q.offset + content.length >= totalElements };
  return { page, viewer, alongside, generation };
}

/** The count of all a list's rows: skipped whole by SQLite while `q.recount` holds (live-counts.ts). */
export function countStatement(q: CardPageQuery): { sql: string; values: unknown[] } {
  // The count joins the vehicle only when the conditions read it (a text search).
  const from = readsVehicle(q.where) ? CARD_FROM : "FROM auctions a";
  const values = [...q.params.values];
  // The soonest end only for a count to remember: other lists' counts stay within their indexes.
  const soonestColumn = q.recount ? ", MIN(a.ends_on) AS soonest" : "";
  // The generation rides on the count's one row (there even when the count is skipped), the same
  // transaction as every statement of the batch.
  const readGeneration = q.recount !== undefined || q.readGeneration === true;
  const generationColumn = readGeneration ? `, ${LIST_GENERATION_SQL} AS generation` : "";
  const known = q.recount ? `?${values.push(q.recount.knownGeneration)}` : undefined;
  if (q.textMatch)
    return {
      sql: textSearchCountSql({
        from,
        where: q.where,
        match: q.textMatch,
        columns: generationColumn,
        knownGeneration: known,
      }),
      values,
    };
  const select = `SELECT COUNT(*) AS n${soonestColumn}${generationColumn}`;
  const sql = known ? recountSql(select, from, q.where, known) : `${select} ${from} WHERE (${q.where})`;
  return { sql, values };
}

const readsVehicle = (sql: string) => /\b(v|mk|md)\./.test(sql);

/** The rows of a page and the count of all, before they become cards (card-merge.ts merges these). */
export async function cardRows(
  db: D1Database,
  caller: Caller,
  q: CardPageQuery,
): Promise<{ total: number; rows: CardRow[]; alongside: D1Result[]; generation: number }> {
  const count = countStatement(q);
  // The page statement appends its own parameters after the shared ones.
  const select = cardSelect(q.params, caller.organizationId ?? -1, caller.id);
  const limit = q.params.add(q.limit);
  const offset = q.params.add(q.offset);
  // The page's ids first, from what the conditions and the order read; the card's own columns (a
  // lookup or two each) only for those rows. In one SELECT, SQLite works them out for every matching
  // row before it sorts: about 1,000 rows for a text search of "ford" at 10,000 live auctions.
  const idsFrom = readsVehicle(q.where) || readsVehicle(q.orderBy) ? CARD_FROM : "FROM auctions a";
  const ids = q.textMatch
    ? textSearchIdsSql({ from: idsFrom, where: q.where, orderBy: q.orderBy, match: q.textMatch, limit, offset })
    : `SELECT a.id ${idsFrom} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ${limit} OFFSET ${offset}`;
  const pageSql = `${select} ${CARD_FROM} WHERE a.id IN (${ids}) ORDER BY ${q.orderBy}`;
  const [counted, rows, ...alongside] = await batchWithMember(
    db,
    [db.prepare(count.sql).bind(...count.values), db.prepare(pageSql).bind(...q.params.values), ...(q.alongside ?? [])],
    q.member,
  );
  const row = counted.results[0] as { n: number; soonest: string | null; generation?: number } | undefined;
  const generation = row?.generation ?? -2;
  const fresh = () => ({ value: row?.n ?? 0, soonest: row?.soonest ?? null });
  const total = q.recount ? afterCount(q.recount, generation, fresh) : fresh().value;
  return { total, rows: rows.results as CardRow[], alongside, generation };
}

/** A cover photo selected as "key small-key" (small may be empty): the card's two URLs. */
export function photoUrls(photo: string | null): Pick<AuctionCard, "photoUrl" | "photoThumbnailUrl"> {
  const [key, small] = (photo ?? "").split(" ");
  return { photoUrl: key ? `/media/${key}` : null, photoThumbnailUrl: small ? `/media/${small}` : null };
}

export function toCard(row: CardRow, viewer: Viewer, nowMs: number): AuctionCard {
  const own = viewer.organizationId !== null && viewer.organizationId === row.organizationId;
  const endsMs = row.endsOn === null ? null : Date.parse(row.endsOn);
  const live = row.status === "PUBLISHED" && endsMs !== null && nowMs < endsMs;
  const pricing = { type: row.type ?? "TRYING_TO_DEAL", minimumPriceInPence: row.minimumPriceInPence } as const;
  const viewerIsLeader = !own && viewer.organizationId !== null && viewer.organizationId === row.winnerOrganizationId;
  const viewerMax = own ? null : row.viewerMax;
  const reserveMet = reserveMetAt(row.highestBidInPence, pricing);
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    type: row.type,
    endsOn: row.endsOn,
    launchedOn: row.launchedOn,
    timeOption: row.timeOption,
    publishSecondsLeft: live && endsMs !== null ? Math.max(0, Math.floor((endsMs - nowMs) / 1000)) : 0,
    title: vehicleTitleOf(null, row.makeName, row.modelName),
    makeName: row.makeName,
    modelName: row.modelName,
    year: row.year,
    mileage: row.mileage,
    derivative: row.derivative,
    colour: row.colour,
    registrationPlate: row.registrationPlate,
    transmission: row.transmission,
    fuel: row.fuel,
    city: row.city,
    ...photoUrls(row.photo),
    highestBidInPence: row.highestBidInPence,
    bidCount: row.bidCount,
    bidsLeft: Math.max(0, MAX_BIDS_PER_AUCTION - row.bidCount),
    reserveMet,
    wonBidPriceInPence: row.wonBidPriceInPence,
    viewerHighestBidInPence: viewerMax,
    isOwnOrganization: own,
    isWatched: !!row.watched,
    // The one rule of who may bid (decision 0094), as the detail and the room ask it.
    isBiddingAllowed: can(viewer, "bid", { ...row, live, bidCount: row.bidCount }),
    minimumBidInPence: minimumNextBidFromSummary(
      { highestBidInPence: row.highestBidInPence, bidCount: row.bidCount, viewerIsLeader, viewerMaxInPence: viewerMax },
      pricing,
    ),
    statusBar: bidStatusBar({
      status: row.status,
      type: row.type,
      live,
      highestBidInPence: row.highestBidInPence,
      bidCount: row.bidCount,
      wonBidPriceInPence: row.wonBidPriceInPence,
      viewerMaxInPence: viewerMax,
      viewerIsLeader,
      isSellerOrganization: own,
      negotiating: !!row.offerOpen,
      saleMethod: closingLineMethod(row.saleMethod, !!row.priceSettled),
    }),
    buyNowPriceInPence: live && !reserveMet ? row.buyNowPriceInPence : null,
    disputeStatus: row.disputeStatus ?? null,
    currentOfferInPence: row.currentOfferInPence ?? null,
  };
}
