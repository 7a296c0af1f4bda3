// The machinery under the AuctionRoom's RPC methods (auction-room.ts): its state, storage, clock,
// the one alarm, adoption from D1 and the outbox drain. Every change is made synchronously (state
// and storage in one turn, so bids cannot interleave); D1 is only awaited after, through the outbox
// (decision 0050). Its clock is Date.now(), offset only by the test clock (ALLOW_TEST_CLOCK).
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../env";
import { auctionPrice, emptyBiddingState, rebuildState, type BiddingState } from "../../contract/bidding-rules";
import type { LedgerEntry } from "../../contract/bidding-rules";
import type { LiveEventType } from "../../contract/auctions";
import { publishAuctionEvent, type LiveAudience, type LiveEvent } from "../../live/publish";
import { ERROR_MESSAGES } from "../../contract/messages/common";
import { ROOM_MESSAGES } from "../../contract/messages/auction";
import { loadAuctionFromD1 } from "./room-load";
import * as rules from "./room-state";
import { snapshotOf } from "./room-views";
import type { RoomAuction, Transition } from "./room-state";
import { RoomStorage } from "./room-storage";
import { DRAIN_GRACE_MS, RoomOutbox } from "./outbox";
import type * as T from "./room-types";
import { notifyAlertMatches } from "../../alerts/matching";
import { notifySystemEvent } from "../../notifications/system-notices";
import { wakePushSender } from "../../push/wake";

export type Failure = { ok: false; status: number; message: string; code?: string };

export const fail = (status: number, message: string, code?: string): Failure => ({
  ok: false,
  status,
  message,
  ...(code ? { code } : {}),
});
export const NOT_FOUND = fail(404, ERROR_MESSAGES.NOT_FOUND);
export const STALE = fail(409, ROOM_MESSAGES.STALE, "STALE_VERSION");
export const NOT_LIVE = fail(409, ROOM_MESSAGES.PUBLISH);

export class RoomCore extends DurableObject<Env> {
  protected readonly store: RoomStorage;
  protected readonly outbox: RoomOutbox;
  protected auction: RoomAuction | null = null;
  protected bidding: BiddingState = emptyBiddingState();
  protected clockOffset = 0;
  protected armedAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStorage(ctx.storage.sql);
    this.outbox = new RoomOutbox(
      this.store,
      env,
      () => ({ auction: this.auction, bidding: this.bidding }),
      (events, noticed) => {
        // A bid's event went out when the room stored the bid (decision 0201); the rest go now.
        const sent = events.filter((e) => !e.sent).map(({ event, audience }) => this.emit(event, audience));
        // Once the events are out (watchers' screens first): alert matching for a new auction, and
        // the system notices when they did not already ride in the drain's D1 batch (decision 0083).
        // One run per kind of change: each reads D1 as it now is (decision 0071).
        const kinds = new Map(events.map(({ event }) => [event.type, event]));
        const notices = Promise.allSettled(sent).then(() => {
          for (const event of kinds.values()) {
            if (!noticed || event.type === "AUCTION_PUBLISHED") this.notify(event);
          }
        });
        this.ctx.waitUntil(notices);
      },
    );
    // An alarm that fell due while the runtime was down may never fire: settle from storage now,
    // which also drains whatever the outbox kept from before the stop.
    void ctx.blockConcurrencyWhile(async () => {
      const stored = this.store.read();
      this.clockOffset = stored.clockOffset;
      this.outbox.restore(stored.flushed);
      if (!stored.auction) return;
      this.auction = stored.auction;
      this.bidding = rebuildState(stored.ledger);
      await this.settle();
    });
  }

  async alarm(): Promise<void> {
    this.armedAt = null;
    if (this.auction) await this.settle();
  }

  /** Version check, then one rule from room-state; a draft being launched is passed in (not kept). */
  protected async transition(
    input: T.VersionedRequest,
    step: (a: RoomAuction, b: BiddingState, now: number) => Transition,
    draft?: RoomAuction,
  ): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    const dueChanged = this.runDue();
    const a = this.auction ?? draft;
    if (!a) return NOT_FOUND;
    const t: Transition = a.version !== input.version ? STALE : step(a, this.bidding, this.now());
    if (!t.ok) {
      if (dueChanged) await this.afterChange();
      return t === STALE ? STALE : fail(t.status, t.message, t.code);
    }
    this.bidding = t.bidding;
    this.commit(t.auction, t.event, t.updated);
    // Lifecycle changes are rare: their caller refetches at once, so they wait for D1 when it is up.
    await this.afterChange();
    return { ok: true, value: this.snapshot() };
  }

  /** Applies whatever is due by the room's clock. */
  protected runDue(): boolean {
    let changed = false;
    // Bounded: each step moves the deadline forward or ends the run.
    for (let i = 0; i < 3 && this.auction; i++) {
      const t = rules.applyDue(this.auction, this.bidding, this.now());
      if (!t || !t.ok) break;
      this.commit(t.auction, t.event, t.updated);
      changed = true;
    }
    return changed;
  }

  /** `now`: the events go out at once, ahead of the D1 copy (a bid's, see queueEvent). */
  protected commit(next: RoomAuction, event: LiveEventType, updated?: boolean, now = false): void {
    this.auction = next;
    this.store.put("auction", next);
    this.queueEvent(next, event, now);
    if (updated) this.queueEvent(next, "AUCTION_UPDATED");
  }

  /**
   * An event about the auction as it now is, into the outbox: it goes out once D1 has the change,
   * or at once with `now` (a bid's events, decision 0201: the room has stored the change, and the
   * pages apply the event's state rather than D1's copy). The outbox keeps it either way, for the
   * notices its D1 batch carries.
   */
  protected queueEvent(next: RoomAuction, type: LiveEventType, now = false): void {
    const price = auctionPrice(this.bidding, rules.pricing(next));
    const event: LiveEvent = {
      type,
      auctionId: next.id,
      status: next.status,
      highestBidInPence: price.highestBidInPence,
      bidCount: price.bidCount,
      ...(next.endsOn !== null ? { endsOn: new Date(next.endsOn).toISOString() } : {}),
      at: new Date(next.lastModifiedOn).toISOString(),
    };
    const audience = this.audience(next);
    this.outbox.push(event, audience, now);
    // Same turn as the storage write: the runtime's output gate holds it until that write is safe.
    if (now) void this.emit(event, audience);
  }

  protected now(): number {
    return Date.now() + this.clockOffset;
  }

  protected iso(): string {
    return new Date(this.now()).toISOString();
  }

  protected snapshot(): T.RoomSnapshot {
    return snapshotOf(this.auction as RoomAuction, this.bidding, this.now());
  }

  protected audience(a: RoomAuction): LiveAudience {
    return {
      sellerOrganizationId: a.sellerOrganizationId,
      publishTarget: a.publishTarget ?? "EVERYWHERE",
      groupId: a.groupId,
    };
  }

  /**
   * The auction this call is about. With empty storage the room adopts it from D1 (demo data is
   * seeded straight into D1); a draft being launched is only returned, not kept, so the wizard's
   * later edits are read fresh on the next attempt.
   */
  protected async load(auctionId: number): Promise<RoomAuction | null> {
    if (this.auction) return this.auction.id === auctionId ? this.auction : null;
    let draft: RoomAuction | null = null;
    await this.ctx.blockConcurrencyWhile(async () => {
      if (this.auction) return;
      const loaded = await loadAuctionFromD1(this.env.DB, auctionId);
      if (!loaded) return;
      if (loaded.auction.status === "DRAFT") {
        draft = loaded.auction;
        return;
      }
      this.adopt(loaded.auction, loaded.ledger);
      await this.settle();
    });
    return this.auction ?? draft;
  }

  private adopt(auction: RoomAuction, ledger: LedgerEntry[]): void {
    for (const e of ledger) this.store.appendBid(auction.launchCount, e);
    this.auction = auction;
    this.bidding = rebuildState(ledger);
    this.store.put("auction", auction);
    this.outbox.markFlushed({
      launch: auction.launchCount,
      seq: ledger.length ? ledger[ledger.length - 1].seq : 0,
      version: auction.version,
    });
  }

  protected async settle(): Promise<void> {
    this.runDue();
    await this.afterChange();
  }

  /** Drains the outbox now and waits for it (lifecycle changes, the alarm, a start). */
  protected async afterChange(linger = false): Promise<void> {
    await this.outbox.drain(linger);
    await this.arm();
  }

  /** Drains the outbox after the answer has gone (the bid path). */
  protected drainLater(): void {
    this.ctx.waitUntil(this.afterChange(true).catch((error) => console.error("AuctionRoom drain", error)));
  }

  /**
   * The one alarm serves both the auction's deadline and the outbox: it is set to the earlier of
   * the deadline and, with work pending, the retry time (or DRAIN_GRACE_MS from now), so a stop
   * between an answer and its D1 write is drained by the alarm. An alarm already set sooner is
   * kept, which spares a storage write per bid under a storm; when it fires it re-arms.
   */
  protected async arm(): Promise<void> {
    const deadline = this.auction ? rules.nextDeadline(this.auction) : null;
    let at = deadline === null ? null : deadline - this.clockOffset;
    if (this.outbox.hasPending()) {
      at = Math.min(at ?? Infinity, this.outbox.retryAt ?? Date.now() + DRAIN_GRACE_MS);
      if (this.armedAt !== null && this.armedAt <= at) return;
    } else if (this.armedAt !== null && at !== null && this.armedAt < at && this.armedAt > Date.now()) {
      return;
    }
    if (at === this.armedAt) return;
    this.armedAt = at;
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }

  protected emit(event: LiveEvent, audience: LiveAudience): Promise<void> {
    // A slow hub must never hold up a bid answer.
    const sent = publishAuctionEvent(this.env, event, audience).catch((error) =>
      console.error("publishAuctionEvent failed", error),
    );
    this.ctx.waitUntil(sent);
    return sent;
  }

  /** Search alert matches and system notices, in the background once D1 has the change (issue 13). */
  private notify(event: LiveEvent): void {
    const work =
      event.type === "AUCTION_PUBLISHED"
        ? notifyAlertMatches(this.env.DB, event.auctionId, this.env.APP_URL)
        : notifySystemEvent(this.env.DB, event.type, event.auctionId, this.env.APP_URL);
    const pushed = work.then((queued) => (queued > 0 ? wakePushSender(this.env) : undefined));
    this.ctx.waitUntil(pushed.catch((error) => console.error("notify failed", event.type, event.auctionId, error)));
  }
}
