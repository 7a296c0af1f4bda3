// An upheld dispute cancels the sale through the auction's room (decision 0185): the room owns the
// status, so it moves SOLD to CANCELLED and its outbox copies that to D1 like any transition; the
// price guide, statistics and lists, which count SOLD only, then leave the sale out, and the seller
// may relaunch. An archived auction is brought back to D1 first, as a relaunch does.
import type { Env } from "../env";
import { ApiError } from "../api/http";
import { auctionRoom } from "../auctions/room/room-client";
import { restoreIfArchived } from "../auctions/archive/restore";
import { DISPUTE_SETTLEMENT_MESSAGES } from "../contract/messages/dispute-settlement";

export async function cancelUpheldSale(env: Env, dispute: { auctionId: number }): Promise<void> {
  const id = dispute.auctionId;
  try {
    // The sale disputed is the current launch's: only a SOLD auction can be disputed or upheld here.
    const row = await env.DB.prepare("SELECT archive_key, launch_count FROM auctions WHERE id = ?")
      .bind(id)
      .first<{ archive_key: string | null; launch_count: number }>();
    if (!row) throw new Error("no auction");
    if (row.archive_key) await restoreIfArchived(env, id);
    const answer = await auctionRoom(env, id).cancelSale({ auctionId: id, launchCount: row.launch_count });
    if (answer.ok) return;
    console.error("upheld sale not cancelled", id, answer.status, answer.message);
  } catch (error) {
    console.error("upheld sale not cancelled", id, error);
  }
  // The decision stands (its batch is written); deciding UPHELD again finishes the cancellation.
  throw new ApiError(503, DISPUTE_SETTLEMENT_MESSAGES.CANCEL_PENDING, "SALE_NOT_CANCELLED");
}
