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

/** Rooms woken at once by the start-up wake: enough to be quick, few enough not to flood D1. */
const WAKE_CONCURRENCY = 16;

/**
 * Starts the room of every live auction a room already holds (`room_awake`), so each settles from
 * its own storage: an outbox left undrained by a stop is written to D1, a missed deadline applied,
 * the alarm re-armed. Workerd does not fire alarms missed while `wrangler dev` was down, and a room
 * starts only when something calls it (decision 0070). Returns how many rooms it woke.
 */
export async function wakeHeldRooms(env: Env): Promise<number> {
  const { results } = await env.DB.prepare(
    "SELECT id FROM auctions WHERE room_awake = 1 AND status IN ('PUBLISHED', 'TO_ACCEPT', 'WAITING') ORDER BY id",
  ).all<{ id: number }>();
  let next = 0;
  const worker = async () => {
    while (next < results.length) {
      const id = results[next++].id;
      try {
        await auctionRoom(env, id).wake();
      } catch (error) {
        console.error("wake failed", id, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(WAKE_CONCURRENCY, results.length) }, worker));
  return results.length;
}
