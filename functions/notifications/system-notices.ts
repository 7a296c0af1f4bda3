// System notices (issue 13): a member hears once when they were outbid, when their auction ended
// or awaits their acceptance, when an accepted offer awaits theirs, and when their bid won. Each
// is written in the same D1 batch as the room's copy of the change, after its rows (decision 0083),
// off the bid answer's path; each notice key is unique, so nothing is sent twice.
import type { LiveEventType } from "../contract/auctions";
import { threadOf } from "../contract/counter-offer-schemas";
import { pushesQueued } from "../push/queue";
import { newBatch, noticeDeliveryStatements } from "./notices";
import { fillFacts, type NoticeFacts } from "./notice-facts";

interface NoticeRule {
  kind: string;
  /** SQL (over auctions a, and bids b when `fromBids`) of the member to tell. */
  member: string;
  status: string;
  /** Words with {t} (the vehicle's title) or {vehicle} (plate and title), and {price}, {by}, {answer} (notice-facts.ts). */
  title: string;
  message: string;
  fromBids?: true;
  /** A further SQL condition over `a` (e.g. how it was sold). */
  where?: string;
  /** SQL appended to the notice key, for a kind that may happen more than once per launch. */
  key?: string;
}

// Sold by its close or acceptance, or by a Buy Now taker (decision 0136): each hears its own words.
const BY_BIDDING = "a.sale_method IS NULL";
const BY_BUY_NOW = "a.sale_method = 'BUY_NOW'";
const BY_COUNTER_OFFER = "a.sale_method = 'COUNTER_OFFER'";
// A counter-offer (decision 0167): the side that did not make the last counter is told, once per counter.
const LAST_COUNTER_BY = (side: "SELLER" | "BUYER") => `json_extract(a.offer_thread, '$[#-1].side') = '${side}'`;
const COUNTER_KEY = "json_array_length(a.offer_thread)";
// Who must answer (the reader), by when, and how (decision 0182).
const COUNTER_ANSWER = "Your answer is due by {by}: {answer} on the auction page, or the sale will not go ahead.";

const TITLE = `TRIM(COALESCE(v.year || ' ', '') || COALESCE(mk.name || ' ', '') || COALESCE(md.name, ''))`;
/** The plate and the title, "AB19 CDE (2019 Ford Focus)", or the title alone without a plate. */
const VEHICLE = `CASE WHEN COALESCE(v.registration_plate, '') = '' THEN ${TITLE}
  ELSE v.registration_plate || ' (' || ${TITLE} || ')' END`;

const RULES: Partial<Record<LiveEventType, NoticeRule[]>> = {
  BID_PLACED: [
    {
      kind: "OUTBID",
      member: "b.bidder_id",
      status: "PUBLISHED",
      title: "You have been outbid",
      message: "Another dealer has outbid you on {t}. Bid again before the auction ends.",
      fromBids: true,
    },
  ],
  AUCTION_ENDED: [
    {
      kind: "ENDED",
      member: "a.seller_id",
      status: "ENDED",
      title: "Your auction has ended",
      message: "Your auction of {t} has ended without bids.",
    },
  ],
  AUCTION_TO_ACCEPT: [
    {
      kind: "TO_ACCEPT",
      member: "a.seller_id",
      status: "TO_ACCEPT",
      title: "An offer awaits your acceptance",
      message: "Your auction of {t} has ended. Please accept or reject the highest bid within 24 hours.",
    },
  ],
  AUCTION_WAITING: [
    {
      kind: "WAITING",
      member: "a.winner_bidder_id",
      status: "WAITING",
      title: "The seller accepted your bid",
      message: "The seller accepted your bid on {t}. Please accept or reject it within 24 hours.",
    },
  ],
  AUCTION_COUNTER_OFFER: [
    {
      kind: "COUNTER_OFFER",
      member: "a.winner_bidder_id",
      status: "TO_ACCEPT",
      title: "The seller sent you a counter-offer of {price}",
      message: `The seller of {vehicle} sent you a counter-offer of {price}. ${COUNTER_ANSWER}`,
      where: LAST_COUNTER_BY("SELLER"),
      key: COUNTER_KEY,
    },
    {
      kind: "COUNTER_OFFER",
      member: "a.seller_id",
      status: "TO_ACCEPT",
      title: "The buyer sent you a counter-offer of {price}",
      message: `The top bidder on {vehicle} sent you a counter-offer of {price}. ${COUNTER_ANSWER}`,
      where: LAST_COUNTER_BY("BUYER"),
      key: COUNTER_KEY,
    },
  ],
  AUCTION_SOLD: [
    {
      kind: "WON",
      member: "a.winner_bidder_id",
      status: "SOLD",
      title: "You agreed a price",
      message:
        "The counter-offer of {price} on {vehicle} was accepted: you have bought it. The seller's contact details are on the auction page.",
      where: BY_COUNTER_OFFER,
    },
    {
      kind: "SOLD",
      member: "a.seller_id",
      status: "SOLD",
      title: "Your vehicle has sold at the agreed price",
      message: "The counter-offer of {price} on {vehicle} was accepted: the vehicle is sold at that price.",
      where: BY_COUNTER_OFFER,
    },
    {
      kind: "WON",
      member: "a.winner_bidder_id",
      status: "SOLD",
      title: "You won an auction",
      message: "Your bid on {t} won.",
      where: BY_BIDDING,
    },
    {
      kind: "WON",
      member: "a.winner_bidder_id",
      status: "SOLD",
      title: "You bought a vehicle with Buy Now",
      message: "You bought {t} with Buy Now. The seller's contact details are on the auction page.",
      where: BY_BUY_NOW,
    },
    {
      kind: "SOLD",
      member: "a.seller_id",
      status: "SOLD",
      title: "Your vehicle has sold",
      message: "Your auction of {t} has sold.",
      where: BY_BIDDING,
    },
    {
      kind: "SOLD",
      member: "a.seller_id",
      status: "SOLD",
      title: "Your vehicle has sold with Buy Now",
      message: "A buyer took the Buy Now price of {t}: the auction has ended and the vehicle is sold.",
      where: BY_BUY_NOW,
    },
  ],
  // Declined by either side or by a deadline: both hear that the sale will not go ahead.
  AUCTION_REJECTED: [
    {
      kind: "DECLINED",
      member: "a.seller_id",
      status: "REJECTED",
      title: "The sale was declined",
      message: "The sale of {t} was declined and will not go ahead. You can relaunch the auction.",
    },
    {
      kind: "DECLINED",
      member: "a.winner_bidder_id",
      status: "REJECTED",
      title: "The sale was declined",
      message: "The sale of {t} was declined and will not go ahead.",
    },
  ],
};

function ruleStatement(
  db: D1Database,
  rule: NoticeRule,
  auctionId: number,
  batch: string,
  facts: NoticeFacts | null,
): D1PreparedStatement {
  // Each bidder once before the words are built: built per bid row, the outbid notice of every
  // drain cost 0.67 ms at 425 bids in SQLite and grew with each bid (0.09 ms so).
  const bids = rule.fromBids
    ? `JOIN (SELECT DISTINCT bidder_id, launch_number FROM bids WHERE auction_id = ?1) b
       ON b.launch_number = a.launch_count AND a.winner_bidder_id IS NOT NULL AND b.bidder_id <> a.winner_bidder_id`
    : "";
  // The row's own words (the vehicle) in SQL; the thread's (price, deadline) already filled in.
  const words = (param: string) => `replace(replace(${param}, '{t}', ${TITLE}), '{vehicle}', ${VEHICLE})`;
  return db
    .prepare(
      `INSERT OR IGNORE INTO member_notices (member_id, kind, auction_id, notice_key, title, message, batch)
       SELECT DISTINCT ${rule.member}, ?2, a.id,
         ?2 || ':' || a.id || ':' || a.launch_count || ':' || ${rule.member}${rule.key ? ` || ':' || ${rule.key}` : ""},
         ${words("?3")}, ${words("?4")}, ?5
       FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
       LEFT JOIN vehicle_makes mk ON mk.id = v.make_id
       LEFT JOIN vehicle_models md ON md.id = v.model_id
       ${bids}
       WHERE a.id = ?1 AND a.status = ?6 AND ${rule.member} IS NOT NULL${rule.where ? ` AND ${rule.where}` : ""}`,
    )
    .bind(auctionId, rule.kind, fillFacts(rule.title, facts), fillFacts(rule.message, facts), batch, rule.status);
}

/**
 * The statements writing the notices and emails these kinds of change call for, under one batch
 * id; none when no one needs to hear. The room's outbox appends them to the D1 batch that copies
 * the change (decision 0083), so they read D1 as that batch leaves it; `facts` is the thread as the
 * same change leaves it.
 */
export function systemNoticeStatements(
  db: D1Database,
  types: Iterable<LiveEventType>,
  auctionId: number,
  appUrl: string,
  facts: NoticeFacts | null,
): D1PreparedStatement[] {
  const batch = newBatch();
  const rules = [...new Set(types)].flatMap((type) => RULES[type] ?? []);
  if (rules.length === 0) return [];
  return [
    ...rules.map((r) => ruleStatement(db, r, auctionId, batch, facts)),
    ...noticeDeliveryStatements(db, batch, "SYSTEM", appUrl),
  ];
}

/** Notices, emails and pushes an event calls for, in a D1 batch of their own; answers pushes queued. */
export async function notifySystemEvent(
  db: D1Database,
  type: LiveEventType,
  auctionId: number,
  appUrl: string,
): Promise<number> {
  const statements = systemNoticeStatements(db, [type], auctionId, appUrl, await threadFacts(db, type, auctionId));
  return statements.length > 0 ? pushesQueued(await db.batch(statements)) : 0;
}

/** The thread as D1 holds it, for the events whose words name its price (a room's late retry). */
async function threadFacts(db: D1Database, type: LiveEventType, auctionId: number): Promise<NoticeFacts | null> {
  if (type !== "AUCTION_COUNTER_OFFER" && type !== "AUCTION_SOLD") return null;
  const row = await db
    .prepare("SELECT offer_thread AS thread, acceptance_deadline AS answerBy FROM auctions WHERE id = ?")
    .bind(auctionId)
    .first<{ thread: string | null; answerBy: string | null }>();
  return row?.thread ? { offers: threadOf(row.thread), answerBy: row.answerBy } : null;
}
