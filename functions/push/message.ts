// What a push says (issue 24): the notice's title, and one line with make, model, registration and
// price; a tap opens the auction (which sends its seller on to their own page). The tag is the
// notice's key, so a retried push replaces its notification instead of showing a second one.
import { formatPounds } from "../contract/money";
import { salePriceSql } from "../contract/sale-price";
import type { PushMessage } from "../contract/push";

export interface PushFacts {
  noticeKey: string;
  title: string;
  message: string;
  auctionId: number | null;
  make: string | null;
  model: string | null;
  registration: string | null;
  priceInPence: number | null;
}

/** The SQL columns PushFacts reads, over notices n, auctions a, vehicles v, makes mk, models md. */
export const PUSH_FACTS_SQL = `n.notice_key AS noticeKey, n.title, n.message, n.auction_id AS auctionId,
  mk.name AS make, md.name AS model, v.registration_plate AS registration,
  COALESCE(${salePriceSql()}, a.highest_bid_in_pence, a.minimum_price_in_pence) AS priceInPence`;

export function pushMessage(f: PushFacts): PushMessage {
  const vehicle = [f.make, f.model].filter(Boolean).join(" ");
  const line = [vehicle, f.registration, f.priceInPence !== null ? formatPounds(f.priceInPence) : null]
    .filter(Boolean)
    .join(" · ");
  return {
    title: f.title,
    body: f.auctionId === null || line === "" ? f.message : line,
    tag: f.noticeKey,
    url: f.auctionId === null ? "/my-organization/notifications" : `/auction/${f.auctionId}`,
  };
}

/** RFC 8030 Topic: at most 32 base64url characters; the push service keeps only the latest per topic. */
export async function pushTopic(tag: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(tag)));
  let bin = "";
  for (const b of digest.slice(0, 24)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_");
}
