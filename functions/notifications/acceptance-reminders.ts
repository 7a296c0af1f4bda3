// 'An acceptance is about to time out' (issue 13): the cron sweep reminds the seller of a
// TO_ACCEPT auction, and the winning bidder of a WAITING one, once their window has less than
// ACCEPTANCE_REMINDER_BEFORE_MS left. The notice key (auction, launch, status, member) lets each
// reminder, and its email, happen once however often the sweep finds it. A counter-offer thread
// has a notice per counter instead (decision 0167): its deadline may be the other side's.
import { ACCEPTANCE_REMINDER_BEFORE_MS } from "../contract/auctions";
import { sendSystemNotices, type Notice } from "./notices";
import { noticeDeadline } from "./notice-facts";

interface Due {
  auctionId: number;
  launch: number;
  status: "TO_ACCEPT" | "WAITING";
  memberId: number;
  vehicle: string;
  deadline: string;
}

const TITLE = "Your acceptance is about to time out";

function message(d: Due): string {
  const by = noticeDeadline(d.deadline);
  return d.status === "TO_ACCEPT"
    ? `Please accept or reject the highest bid on ${d.vehicle} by ${by}, or the sale will be rejected.`
    : `The seller accepted your bid on ${d.vehicle}. Please accept or reject it by ${by}, or the sale will be rejected.`;
}

/** Sends the reminders now due (notices and SYSTEM emails); answers how many were due. */
export async function remindAcceptances(db: D1Database, nowMs: number, appUrl: string): Promise<number> {
  const due = await db
    .prepare(
      `SELECT a.id AS auctionId, a.launch_count AS launch, a.status,
         CASE a.status WHEN 'TO_ACCEPT' THEN a.seller_id ELSE a.winner_bidder_id END AS memberId,
         TRIM(COALESCE(v.year || ' ', '') || COALESCE(mk.name || ' ', '') || COALESCE(md.name, '')) AS vehicle,
         a.acceptance_deadline AS deadline
       FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
       LEFT JOIN vehicle_makes mk ON mk.id = v.make_id
       LEFT JOIN vehicle_models md ON md.id = v.model_id
       WHERE a.status IN ('TO_ACCEPT', 'WAITING') AND a.acceptance_deadline > ?1 AND a.acceptance_deadline <= ?2
         AND a.offer_thread IS NULL`,
    )
    .bind(new Date(nowMs).toISOString(), new Date(nowMs + ACCEPTANCE_REMINDER_BEFORE_MS).toISOString())
    .all<Due>();
  const notices: Notice[] = due.results
    .filter((d) => d.memberId !== null)
    .map((d) => ({
      memberId: d.memberId,
      kind: "ACCEPTANCE_REMINDER",
      key: `ACCEPTANCE_REMINDER:${d.auctionId}:${d.launch}:${d.status}:${d.memberId}`,
      auctionId: d.auctionId,
      title: TITLE,
      message: message(d),
    }));
  await sendSystemNotices(db, notices, appUrl);
  return notices.length;
}
