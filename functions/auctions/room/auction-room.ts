// One Durable Object per auction: the authority while it is live. It serialises bids, keeps the
// ledger in its own SQLite storage, ends the auction and the acceptance windows with alarms, and
// writes every change through to D1 (group-committed). Each method reads and changes its state
// without awaiting in between, so bids cannot interleave; D1 and the event hub are only awaited
// after a change is made. Its clock is Date.now(), offset only by the test clock (ALLOW_TEST_CLOCK).
import { DurableObject } from "cloudflare:workers";
import { isTestMode, type Env } from "../../env";
import {
  auctionPrice,
  emptyBiddingState,
  placeBid,
  rebuildState,
  type BiddingState,
  type LedgerEntry,
  type PlaceBidErrorCode,
  type PlaceBidResult,
} from "../../contract/bidding-rules";
import type { LiveEventType } from "../../contract/auctions";
import { publishAuctionEvent, type LiveEvent } from "../../live/publish";
import { canSee, organizationViewer } from "../../contract/policy";
import { BID_ERROR_MESSAGES } from "../../contract/messages/bidding";
import { GroupCommit } from "./group-commit";
import { loadAuctionFromD1 } from "./room-load";
import * as rules from "./room-state";
import { ROOM_MESSAGES } from "../../contract/messages/auction";
import { ERROR_MESSAGES } from "../../contract/messages/common";
import { IDEMPOTENCY_MESSAGES } from "../../contract/bid-idempotency";
import type { RoomAuction, Transition } from "./room-state";
import { RoomStorage, type Flushed } from "./room-storage";
import type * as T from "./room-types";
import { deleteStatements, writeThroughStatements } from "./write-through";
import { notifyAlertMatches } from "../../alerts/matching";
import { notifySystemEvent } from "../../notifications/system-notices";

const RETRY_FLUSH_MS = 5_000;
/** A bid on one of these is "after the end"; DRAFT and CANCELLED are simply not open. */
const ENDED_STATUSES = new Set(["ENDED", "SOLD", "TO_ACCEPT", "WAITING", "REJECTED"]);
const BID_REFUSAL_STATUS: Record<PlaceBidErrorCode, number> = {
  TOO_LOW: 400,
  NOT_INTEGER: 400,
  OWN_AUCTION: 403,
  LIMIT: 409,
  ENDED: 409,
  NOT_PUBLISHED: 409,
};

type Audience = Parameters<typeof publishAuctionEvent>[2];
type Failure = { ok: false; status: number; message: string; code?: string };

const fail = (status: number, message: string, code?: string): Failure => ({
  ok: false,
  status,
  message,
  ...(code ? { code } : {}),
});
const NOT_FOUND = fail(404, ERROR_MESSAGES.NOT_FOUND);
const STALE = fail(409, ROOM_MESSAGES.STALE, "STALE_VERSION");
const NOT_LIVE = fail(409, ROOM_MESSAGES.PUBLISH);

export class AuctionRoom extends DurableObject<Env> {
  private readonly store: RoomStorage;
  private auction: RoomAuction | null = null;
  private bidding: BiddingState = emptyBiddingState();
  private flushed: Flushed = { launch: 0, seq: 0, version: -1 };
  private clockOffset = 0;
  private armedAt: number | null = null;
  private flushFailed = false;
  private events: { event: LiveEvent; audience: Audience }[] = [];
  private readonly writer = new GroupCommit(() => this.writeThrough());

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStorage(ctx.storage.sql);
    // An alarm that fell due while the runtime was down may never fire: settle from storage now.
    void ctx.blockConcurrencyWhile(async () => {
      const stored = this.store.read();
      this.clockOffset = stored.clockOffset;
      if (!stored.auction) return;
      this.auction = stored.auction;
      this.bidding = rebuildState(stored.ledger);
      this.flushed = stored.flushed ?? this.flushed;
      await this.settle();
    });
  }

  // ---- RPC ----

  async placeBid(input: T.BidRequest): Promise<T.RoomAnswer<T.BidAnswer>> {
    if (!(await this.load(input.auctionId))) return NOT_FOUND;
    const dueChanged = this.runDue();
    const endsBefore = this.auction?.endsOn ?? null;
    const answer = this.bid(input);
    if (!answer.ok) {
      if (dueChanged) await this.afterChange();
      return answer;
    }
    // A soft close moved the end: the alarm follows it (and D1 learns the new end).
    const extended = (this.auction?.endsOn ?? null) !== endsBefore;
    if (dueChanged || extended) await this.afterChange();
    else if (!answer.value.replayed) await this.flushSafely();
    return { ok: true, value: { ...answer.value, snapshot: this.snapshot() } };
  }

  publish(input: T.VersionedRequest & { settings: T.LaunchRequest["settings"] }) {
    return this.launch({ ...input, republish: false });
  }

  republish(input: T.VersionedRequest & { settings: T.LaunchRequest["settings"] }) {
    return this.launch({ ...input, republish: true });
  }

  async cancel(input: T.VersionedRequest): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    if (!(await this.load(input.auctionId))) return NOT_FOUND;
    return this.transition(input, rules.cancel);
  }

  sellerAccept(input: T.VersionedRequest & { actorOrganizationId: number }) {
    return this.acceptance({ ...input, action: "SELLER_ACCEPT" });
  }

  sellerReject(input: T.VersionedRequest & { actorOrganizationId: number }) {
    return this.acceptance({ ...input, action: "SELLER_REJECT" });
  }

  buyerAccept(input: T.VersionedRequest & { actorOrganizationId: number }) {
    return this.acceptance({ ...input, action: "BUYER_ACCEPT" });
  }

  buyerReject(input: T.VersionedRequest & { actorOrganizationId: number }) {
    return this.acceptance({ ...input, action: "BUYER_REJECT" });
  }

  /** Deletes an ENDED or CANCELLED auction everywhere (drafts never live here; the API deletes those). */
  async remove(input: T.VersionedRequest): Promise<T.RoomAnswer<{ deleted: true }>> {
    if (!(await this.load(input.auctionId))) return NOT_FOUND;
    this.runDue();
    const a = this.auction;
    if (!a) return fail(409, ROOM_MESSAGES.DELETE);
    if (a.version !== input.version) return STALE;
    if (a.status !== "ENDED" && a.status !== "CANCELLED") return fail(409, ROOM_MESSAGES.DELETE);
    let failure: unknown = null;
    // Nothing may slip in (a relaunch, say) between deleting the rows and forgetting the auction.
    await this.ctx.blockConcurrencyWhile(async () => {
      try {
        await this.env.DB.batch(deleteStatements(this.env.DB, a.id, a.vehicleId));
      } catch (error) {
        failure = error;
        return;
      }
      await this.ctx.storage.deleteAlarm();
      this.store.clear();
      this.auction = null;
      this.bidding = emptyBiddingState();
      this.flushed = { launch: 0, seq: 0, version: -1 };
      this.armedAt = null;
    });
    if (failure) {
      console.error("AuctionRoom delete failed", a.id, failure);
      return fail(503, "The auction could not be deleted. Please try again.");
    }
    this.emit({ type: "AUCTION_DELETED", auctionId: a.id, status: a.status, at: this.iso() }, this.audience(a));
    return { ok: true, value: { deleted: true } };
  }

  async getState(auctionId: number): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    if (!(await this.load(auctionId))) return NOT_FOUND;
    if (this.runDue()) await this.afterChange();
    return this.auction ? { ok: true, value: this.snapshot() } : NOT_LIVE;
  }

  /** The API calls this for an auction it finds past a deadline: whatever is due happens now. */
  poke(auctionId: number): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    return this.getState(auctionId);
  }

  /** Tests only (test mode, see isTestMode): set this room's clock and, by default, run what fell due. */
  async testSetClock(input: T.TestClockRequest): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    if (!isTestMode(this.env)) return NOT_FOUND;
    if (!(await this.load(input.auctionId))) return NOT_FOUND;
    this.clockOffset = input.nowMs - Date.now();
    this.store.put("clockOffset", this.clockOffset);
    this.armedAt = null;
    if (input.runAlarm !== false) this.runDue();
    await this.afterChange();
    return this.auction ? { ok: true, value: this.snapshot() } : NOT_LIVE;
  }

  async alarm(): Promise<void> {
    this.armedAt = null;
    if (this.auction) await this.settle();
  }

  // ---- state changes (synchronous) ----

  private bid(input: T.BidRequest): T.RoomAnswer<{ result: PlaceBidResult; replayed: boolean }> {
    const a = this.auction;
    if (!a) return fail(409, BID_ERROR_MESSAGES.NOT_PUBLISHED, "NOT_PUBLISHED");
    // The API checked this against D1 already; the room asks the same policy of its own state.
    if (
      !canSee(organizationViewer(input.bidderOrganizationId, input.bidderGroupId), {
        ...a,
        organizationId: a.sellerOrganizationId,
      })
    ) {
      return NOT_FOUND;
    }
    // A repeated key answers its first result, even after the end: that bid was placed in time.
    const key = input.idempotencyKey;
    const seen = key ? this.store.findBidKey(input.bidderId, key) : null;
    if (seen) {
      if (seen.amount !== input.amountInPence) {
        return fail(409, IDEMPOTENCY_MESSAGES.REUSED, "IDEMPOTENCY_KEY_REUSED");
      }
      return { ok: true, value: { result: seen.result, replayed: true } };
    }
    if (ENDED_STATUSES.has(a.status)) return fail(409, BID_ERROR_MESSAGES.ENDED, "ENDED");
    const now = this.now();
    const outcome = placeBid(
      this.bidding,
      {
        bidId: crypto.randomUUID(),
        bidderId: String(input.bidderId),
        bidderOrganizationId: String(input.bidderOrganizationId),
        amountInPence: input.amountInPence,
        at: now,
      },
      {
        ...rules.pricing(a),
        status: a.status,
        endsOnMs: a.endsOn ?? 0,
        sellerOrganizationId: String(a.sellerOrganizationId),
      },
      now,
    );
    if (!outcome.ok) return fail(BID_REFUSAL_STATUS[outcome.code], outcome.message, outcome.code);
    // Ledger row and key in the same synchronous turn: SQLite storage commits them together.
    this.store.appendBid(a.launchCount, outcome.state.ledger[outcome.state.ledger.length - 1]);
    if (key) this.store.saveBidKey(input.bidderId, key, input.amountInPence, outcome.result);
    this.bidding = outcome.state;
    const next = rules.afterBid(a, this.bidding, now);
    this.commit(next, "BID_PLACED");
    // Soft close: the new end is a visible change of its own (spec 001 section 3, AUCTION_UPDATED).
    if (next.endsOn !== a.endsOn) this.queueEvent(next, "AUCTION_UPDATED");
    return { ok: true, value: { result: outcome.result, replayed: false } };
  }

  private async launch(input: T.LaunchRequest): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    const loaded = await this.load(input.auctionId);
    if (!loaded) return NOT_FOUND;
    // A relaunch starts a new ledger: the old one must have reached D1 first.
    if (input.republish && this.auction && this.pendingEntries(this.auction).length > 0) await this.flushSafely();
    return this.transition(input, (a, b, now) => rules.launch(a, b, input.settings, now, input.republish), loaded);
  }

  private async acceptance(input: T.AcceptanceRequest): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    if (!(await this.load(input.auctionId))) return NOT_FOUND;
    return this.transition(input, (a, b, now) => rules.accept(a, b, input.action, now, input.actorOrganizationId));
  }

  /** Version check, then one rule from room-state; a draft being launched is passed in (not kept). */
  private async transition(
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
      return t === STALE ? STALE : fail(t.status, t.message);
    }
    this.bidding = t.bidding;
    this.commit(t.auction, t.event);
    await this.afterChange();
    return { ok: true, value: this.snapshot() };
  }

  /** Applies whatever is due by the room's clock. */
  private runDue(): boolean {
    let changed = false;
    // Bounded: each step moves the deadline forward or ends the run.
    for (let i = 0; i < 3 && this.auction; i++) {
      const t = rules.applyDue(this.auction, this.bidding, this.now());
      if (!t || !t.ok) break;
      this.commit(t.auction, t.event);
      changed = true;
    }
    return changed;
  }

  private commit(next: RoomAuction, event: LiveEventType): void {
    this.auction = next;
    this.store.put("auction", next);
    this.queueEvent(next, event);
  }

  /** An event about the auction as it now is; it goes out once D1 holds the change. */
  private queueEvent(next: RoomAuction, event: LiveEventType): void {
    const price = auctionPrice(this.bidding, rules.pricing(next));
    this.events.push({
      event: {
        type: event,
        auctionId: next.id,
        status: next.status,
        highestBidInPence: price.highestBidInPence,
        bidCount: price.bidCount,
        ...(next.endsOn !== null ? { endsOn: new Date(next.endsOn).toISOString() } : {}),
        at: new Date(next.lastModifiedOn).toISOString(),
      },
      audience: this.audience(next),
    });
  }

  // ---- helpers ----

  private now(): number {
    return Date.now() + this.clockOffset;
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  private snapshot(): T.RoomSnapshot {
    return rules.snapshotOf(this.auction as RoomAuction, this.bidding, this.now());
  }

  private audience(a: RoomAuction): Audience {
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
  private async load(auctionId: number): Promise<RoomAuction | null> {
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
    this.flushed = {
      launch: auction.launchCount,
      seq: ledger.length ? ledger[ledger.length - 1].seq : 0,
      version: auction.version,
    };
    this.store.put("auction", auction);
    this.store.put("flushed", this.flushed);
  }

  // ---- write-through, alarms, events ----

  private async settle(): Promise<void> {
    this.runDue();
    await this.afterChange();
  }

  private async afterChange(): Promise<void> {
    await this.flushSafely();
    await this.arm();
  }

  private pendingEntries(a: RoomAuction): LedgerEntry[] {
    const ledger = this.bidding.ledger;
    return this.flushed.launch === a.launchCount ? ledger.slice(this.flushed.seq) : ledger;
  }

  private async flushSafely(): Promise<void> {
    try {
      await this.writer.request();
    } catch (error) {
      // The ledger here is the authority; D1 catches up on the retry alarm.
      console.error("AuctionRoom write-through failed", this.auction?.id, error);
      await this.arm();
    }
  }

  /** One D1 batch with everything changed since the last one, then the events it covers. */
  private async writeThrough(): Promise<void> {
    const a = this.auction;
    if (!a) return;
    const newEntries = this.pendingEntries(a);
    const events = this.events.splice(0);
    if (newEntries.length > 0 || this.flushed.version !== a.version) {
      const price = auctionPrice(this.bidding, rules.pricing(a));
      try {
        await this.env.DB.batch(writeThroughStatements(this.env.DB, { auction: a, price, newEntries }));
      } catch (error) {
        this.events.unshift(...events);
        this.flushFailed = true;
        throw error;
      }
      this.flushFailed = false;
      const sameLaunch = this.flushed.launch === a.launchCount;
      const seq = newEntries.length ? newEntries[newEntries.length - 1].seq : sameLaunch ? this.flushed.seq : 0;
      this.flushed = { launch: a.launchCount, seq, version: a.version };
      if (this.auction) this.store.put("flushed", this.flushed);
    }
    // Listeners refetch from the API on an event, so it goes out only once D1 has the change.
    for (const { event, audience } of events) {
      this.emit(event, audience);
      this.notify(event);
    }
  }

  /** Search alert matches and system notices, in the background once D1 has the change (issue 13). */
  private notify(event: LiveEvent): void {
    const work =
      event.type === "AUCTION_PUBLISHED"
        ? notifyAlertMatches(this.env.DB, event.auctionId, this.env.APP_URL)
        : notifySystemEvent(this.env.DB, event.type, event.auctionId, this.env.APP_URL);
    this.ctx.waitUntil(work.catch((error) => console.error("notify failed", event.type, event.auctionId, error)));
  }

  private async arm(): Promise<void> {
    const deadline = this.auction ? rules.nextDeadline(this.auction) : null;
    let at = deadline === null ? null : deadline - this.clockOffset;
    if (this.flushFailed) at = Math.min(at ?? Infinity, Date.now() + RETRY_FLUSH_MS);
    if (at === this.armedAt) return;
    this.armedAt = at;
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }

  private emit(event: LiveEvent, audience: Audience): void {
    // A slow hub must never hold up a bid answer.
    this.ctx.waitUntil(
      publishAuctionEvent(this.env, event, audience).catch((error) =>
        console.error("publishAuctionEvent failed", error),
      ),
    );
  }
}
