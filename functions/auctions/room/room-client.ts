// The API's way to an auction's Durable Object: one object per auction id, typed RPC, and the
// room's returned refusals turned into the API's error envelope.
import type { Env } from "../../env";
import { ApiError } from "../../api/http";
import type { AuctionRoom } from "./auction-room";
import type { RoomAnswer } from "./room-types";
import type { AuctionStatus } from "../../contract/auctions";

export function auctionRoom(env: Env, auctionId: number): DurableObjectStub<AuctionRoom> {
  // Env declares the binding untyped; this is the one place it meets its class.
  const namespace = env.AUCTION_ROOM as unknown as DurableObjectNamespace<AuctionRoom>;
  return namespace.get(namespace.idFromName(String(auctionId)));
}

export function unwrap<T>(answer: RoomAnswer<T>): T {
  if (answer.ok) return answer.value;
  throw new ApiError(answer.status, answer.message, answer.code);
}

/**
 * True when the read model shows an auction whose deadline has passed by the API's clock: the
 * room must be woken to close it (its alarm may not have fired, e.g. after a restart).
 */
export function isOverdue(
  row: { status: AuctionStatus; endsOn: string | null; acceptanceDeadline: string | null },
  nowMs: number,
): boolean {
  if (row.status === "PUBLISHED") return row.endsOn !== null && Date.parse(row.endsOn) <= nowMs;
  if (row.status === "TO_ACCEPT" || row.status === "WAITING") {
    return row.acceptanceDeadline !== null && Date.parse(row.acceptanceDeadline) <= nowMs;
  }
  return false;
}

/** Wakes the room of an overdue auction so it applies what is due (and writes it to D1). */
export async function pokeRoom(env: Env, auctionId: number): Promise<void> {
  try {
    await auctionRoom(env, auctionId).poke(auctionId);
  } catch (error) {
    // A failed poke only delays the close; the reader still gets an answer.
    console.error("poke failed", auctionId, error);
  }
}

/** Wakes the rooms of PUBLISHED / TO_ACCEPT / WAITING auctions past their deadline (lists, cron). */
export async function sweepOverdue(env: Env, nowIso: string, limit = 25): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM auctions
     WHERE (status = 'PUBLISHED' AND ends_on <= ?1)
        OR (status IN ('TO_ACCEPT', 'WAITING') AND acceptance_deadline <= ?1)
     ORDER BY ends_on LIMIT ?2`,
  )
    .bind(nowIso, limit)
    .all<{ id: number }>();
  await Promise.all(results.map((r) => pokeRoom(env, r.id)));
  return results.length;
}
