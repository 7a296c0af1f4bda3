// POST /account/statistic (spec 001 sections 2.8, 3, 7): the caller's organisation's auctions per
// status and the auctions it bid on per bid status within a window, plus (beyond the spec) one row
// per London day for the analytics chart. Bid statuses use the Buying list's own SQL, so a donut
// slice and the list it links to always agree (decision 0057).
import { AUCTION_STATUSES, BID_STATUSES, type AuctionStatus, type BidStatus } from "../../contract/auctions";
import type { DailyStatistic, OrganizationStatisticsDto } from "../../contract/dto/books";
import { NEGOTIATING_SQL, statusCondition } from "../../auctions/http/my-bids-routes";
import { salePriceSql } from "../../contract/sale-price";
import { addDays, dayEndUtc, dayStartUtc, londonDay } from "../periods";
import { batchWithMember, type MemberRead } from "../../api/auth-in-batch";

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * `dbs`: the primary first, then the archive periods (decision 0188), whose counts are added.
 * `member`: the caller's member read, in the primary's batch and confirmed before any count is used
 * (decision 0267).
 */
export async function organizationStatistics(
  dbs: D1Database[],
  organizationId: number,
  dateFrom: string,
  dateTo: string | null | undefined,
  nowIso: string,
  member?: MemberRead | null,
): Promise<OrganizationStatisticsDto> {
  const from = dayStartUtc(dateFrom);
  const lastDay = dateTo ?? londonDay(nowIso);
  const to = dayEndUtc(lastDay);
  const bidCounts = BID_STATUSES.map((s) => `SUM(CASE WHEN ${statusCondition(s, "?1")} THEN 1 ELSE 0 END) AS ${s}`);
  const statements = (db: D1Database) => [
    // An auction counts from its launch (a draft from its creation); an edited-away one is replaced by its copy.
    db
      .prepare(
        `SELECT status, COUNT(*) AS n, SUM(CASE WHEN ${NEGOTIATING_SQL} THEN 1 ELSE 0 END) AS negotiating
         FROM auctions a
         WHERE organization_id = ?1 AND superseded_by_auction_id IS NULL
           AND COALESCE(launched_on, created_on) >= ?2 AND COALESCE(launched_on, created_on) < ?3
         GROUP BY status`,
      )
      .bind(organizationId, from, to),
    // Auctions the organisation bid on in their current launch, bidding during the window (its first
    // to last bid overlaps it): read from the summaries, which outlive archived bid rows (decision 0159).
    db
      .prepare(
        `SELECT COUNT(*) AS total, ${bidCounts.join(", ")}
         FROM bid_summaries s JOIN auctions a ON a.id = s.auction_id AND a.launch_count = s.launch_number
         WHERE s.organization_id = ?1 AND s.last_bid_on >= ?2 AND s.first_bid_on < ?3`,
      )
      .bind(organizationId, from, to),
    db
      .prepare(
        `SELECT substr(sold_on, 1, 13) AS hour, COUNT(*) AS n, SUM(${salePriceSql("auctions")}) AS value FROM auctions
         WHERE organization_id = ?1 AND status = 'SOLD' AND sold_on >= ?2 AND sold_on < ?3 GROUP BY hour`,
      )
      .bind(organizationId, from, to),
  ];
  const [primary, ...periods] = dbs;
  // Per London day already (the trigger on bids finds the day, decision 0176); only the primary keeps them.
  const bidDaysStatement = primary
    .prepare(`SELECT day, bids AS n FROM bid_days WHERE organization_id = ?1 AND day >= ?2 AND day <= ?3`)
    .bind(organizationId, dateFrom, lastDay);
  const [own, ...archived] = await Promise.all([
    batchWithMember(primary, [...statements(primary), bidDaysStatement], member),
    ...periods.map((db) => db.batch(statements(db))),
  ]);
  const bidDays = own[3] as D1Result<{ day: string; n: number }>;
  const parts = [own.slice(0, 3), ...archived];
  const byStatus = zeroes(AUCTION_STATUSES);
  let negotiating = 0;
  for (const [auctions] of parts) {
    for (const r of auctions.results as { status: AuctionStatus; n: number; negotiating: number }[]) {
      byStatus[r.status] += r.n;
      negotiating += r.negotiating;
    }
  }
  const bidRows = parts.map(([, bids]) => (bids.results[0] ?? {}) as Record<string, number | null>);
  const sum = (key: string) => bidRows.reduce((n, row) => n + (row[key] ?? 0), 0);
  const byBidStatus = zeroes(BID_STATUSES);
  for (const s of BID_STATUSES) byBidStatus[s as BidStatus] = sum(s);
  return {
    auctionCount: Object.values(byStatus).reduce((a, b) => a + b, 0),
    auctions: byStatus,
    auctionsNegotiating: negotiating,
    auctionBidCount: sum("total"),
    auctionBids: byBidStatus,
    daily: dailyRows(
      dateFrom,
      lastDay,
      bidDays.results,
      parts.flatMap(([, , soldHours]) => soldHours.results as { hour: string; n: number; value: number }[]),
    ),
  };
}

function dailyRows(
  first: string,
  last: string,
  bidDays: { day: string; n: number }[],
  soldHours: { hour: string; n: number; value: number }[],
): DailyStatistic[] {
  const days = new Map<string, DailyStatistic>();
  for (let day = first; day <= last && days.size < 400; day = addDays(day, 1)) {
    days.set(day, { date: day, bidsPlaced: 0, vehiclesSold: 0, saleValueInPence: 0 });
  }
  const dayOf = (hour: string) => days.get(londonDay(`${hour}:00:00Z`));
  for (const b of bidDays) {
    const d = days.get(b.day);
    if (d) d.bidsPlaced += b.n;
  }
  for (const h of soldHours) {
    const d = dayOf(h.hour);
    if (d) {
      d.vehiclesSold += h.n;
      d.saleValueInPence += h.value;
    }
  }
  return [...days.values()];
}
