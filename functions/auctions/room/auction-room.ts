// One Durable Object per auction: the authority while it is live. It serialises bids, keeps the
// ledger in its own SQLite storage, ends the auction and the acceptance windows with its alarm, and
// copies every change to D1 through its outbox (room-core.ts, outbox.ts). A bid is answered and
// announced once it is in the room's own storage; D1 follows off the answer path (decisions 0050, 0201).
import { isTestMode } from "../../env";
import { FINAL_STATUSES } from "../../contract/auctions";
import { emptyBiddingState, placeBid, type PlaceBidErrorCode, type PlaceBidResult } from "../../contract/bidding-rules";
import {
  bidRefusal,
  buyNowRefusal,
  type BidMomentCode,
  type BidRefusal,
  type BuyNowRefusal,
  type PolicyViewer,
} from "../../contract/policy";
import { BUY_NOW_MESSAGES } from "../../contract/messages/buy-now";
import { BID_ERROR_MESSAGES } from "../../contract/messages/bidding";
import { ROOM_MESSAGES } from "../../contract/messages/auction";
import { IDEMPOTENCY_MESSAGES } from "../../contract/messages/bidding";
import * as rules from "./room-state";
import { bidStateOf, policyFacts } from "./room-views";
import { buyNow } from "./buy-now-rules";
import { offer } from "./offer-rules";
import { cancelSale, saleCancelled } from "./sale-cancel-rules";
import { counterOfferWindowMs } from "../../contract/negotiation";
import { OFFER_MESSAGES } from "../../contract/messages/offers";
import type * as T from "./room-types";
import { deleteStatements } from "./write-through";
import { fail, NOT_FOUND, NOT_LIVE, RoomCore, STALE, type Failure } from "./room-core";

const BID_REFUSAL_STATUS: Record<PlaceBidErrorCode, number> = {
  TOO_LOW: 400,
  NOT_INTEGER: 400,
  LIMIT: 409,
  ENDED: 409,
  NOT_PUBLISHED: 409,
};
/** Refusals of the moment: a repeated Idempotency-Key still answers its first result after them. */
const MOMENT: ReadonlySet<string> = new Set<BidMomentCode>(["NOT_PUBLISHED", "ENDED", "LIMIT"]);

const FORGETTABLE: ReadonlySet<string> = new Set(FINAL_STATUSES);

const failOf = (r: BidRefusal | BuyNowRefusal): Failure => fail(r.status, r.message, r.errorCode);

export class AuctionRoom extends RoomCore {
  // ---- RPC ----

  async placeBid(input: T.BidRequest): Promise<T.RoomAnswer<T.BidAnswer>> {
    const loaded = await this.load(input.auctionId);
    if (!loaded) return NOT_FOUND;
    // A draft is not kept by the room; the policy still decides between 404, "your own" and closed.
    if (!this.auction) {
      const refused = bidRefusal(input.bidder, policyFacts(loaded, this.bidding, this.now()));
      return failOf(refused ?? { code: "NOT_PUBLISHED", status: 409, message: BID_ERROR_MESSAGES.NOT_PUBLISHED });
    }
    const dueChanged = this.runDue();
    const endsBefore = this.auction?.endsOn ?? null;
    const answer = this.bid(input);
    if (!answer.ok) {
      if (dueChanged) await this.afterChange();
      return answer;
    }
    // The bid is in the room's storage: answer now; D1 and the events follow from the outbox.
    if (!answer.value.replayed) this.drainLater();
    // A soft close moved the end: the alarm follows it. With work pending it is never later than
    // the outbox's grace either, so a stop before the drain is caught up by the alarm.
    if ((this.auction?.endsOn ?? null) !== endsBefore || !answer.value.replayed) await this.arm();
    const state = bidStateOf(this.auction, this.bidding, input.bidderOrganizationId);
    // The bidder's view only: the whole snapshot crossed the RPC boundary on every bid unread.
    return { ok: true, value: { ...answer.value, state } };
  }

  /**
   * The bid form's one question (decision 0095): may this viewer bid, and what is the least their
   * organisation may bid now. Answered from the room's own state: no D1 read, no lag.
   */
  async bidTerms(input: { auctionId: number; bidder: PolicyViewer }): Promise<T.RoomAnswer<T.BidTermsAnswer>> {
    const loaded = await this.load(input.auctionId);
    if (!loaded) return NOT_FOUND;
    if (this.runDue()) await this.afterChange();
    const a = this.auction ?? loaded;
    const refusal = bidRefusal(input.bidder, policyFacts(a, this.bidding, this.now()));
    // Not seen is not found: the answer must not tell that the auction exists.
    if (refusal?.code === "NOT_FOUND") return NOT_FOUND;
    return { ok: true, value: { state: bidStateOf(a, this.bidding, input.bidder.organizationId), refusal } };
  }

  /**
   * Buy Now (issue 27, decision 0136): decided here, exactly once. From the policy check to the
   * stored SOLD nothing awaits, so of many takers at the same instant the first one the room takes
   * buys and every later one hears "already sold". The answer waits for D1, like acceptance.
   */
  async buyNow(input: T.BuyNowRequest): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    const loaded = await this.load(input.auctionId);
    if (!loaded) return NOT_FOUND;
    const dueChanged = this.runDue();
    const a = this.auction ?? loaded;
    const refused = buyNowRefusal(input.buyer, policyFacts(a, this.bidding, this.now()));
    const stale = !refused && a.buyNowPriceInPence !== input.amountInPence;
    if (refused || stale || !this.auction) {
      if (dueChanged) await this.afterChange();
      if (refused) return failOf(refused);
      return fail(
        409,
        stale ? BUY_NOW_MESSAGES.PRICE_CHANGED : BUY_NOW_MESSAGES.NONE,
        stale ? "PRICE_CHANGED" : undefined,
      );
    }
    const t = buyNow(
      this.auction,
      this.bidding,
      { id: input.buyer.id, organizationId: input.buyerOrganizationId },
      this.now(),
    );
    if (!t.ok) return fail(t.status, t.message);
    this.commit(t.auction, t.event);
    await this.afterChange();
    return { ok: true, value: this.snapshot() };
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

  /**
   * A counter-offer move by the seller's or the top bidder's organisation (decisions 0148, 0167).
   * Turn, range, rounds and window are checked here against the room's own state, in one turn:
   * of two moves at the same instant the first the room takes wins and the other is refused.
   */
  async offer(input: T.OfferRoomRequest): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    if (!(await this.load(input.auctionId))) return NOT_FOUND;
    return this.transition(input, (a, b, now) => {
      const org = input.actorOrganizationId;
      const side = org === a.sellerOrganizationId ? "SELLER" : org === a.winnerOrganizationId ? "BUYER" : null;
      if (side === null) return { ok: false, status: 403, message: OFFER_MESSAGES.NOT_A_PARTY, code: "NOT_A_PARTY" };
      const windowMs = counterOfferWindowMs(this.env.COUNTER_OFFER_WINDOW_HOURS);
      return offer(a, b, { side, action: input.action, amountInPence: input.amountInPence, windowMs }, now);
    });
  }

  /** An upheld dispute cancels the sale, SOLD to CANCELLED (decision 0185). Ops hold no version: the
   * room's own is used; a repeat after success answers the same, so ops may retry. */
  async cancelSale(input: T.CancelSaleRequest): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    if (!(await this.load(input.auctionId))) return NOT_FOUND;
    const a = this.auction;
    if (a && saleCancelled(a, input.launchCount)) return { ok: true, value: this.snapshot() };
    return this.transition({ auctionId: input.auctionId, version: a?.version ?? -1 }, (x, b, now) =>
      cancelSale(x, b, now, input.launchCount),
    );
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
      await this.forget();
    });
    if (failure) {
      console.error("AuctionRoom delete failed", a.id, failure);
      return fail(503, "The auction could not be deleted. Please try again.");
    }
    this.emit({ type: "AUCTION_DELETED", auctionId: a.id, status: a.status, at: this.iso() }, this.audience(a));
    return { ok: true, value: { deleted: true } };
  }

  /**
   * The archiver (decision 0159): a closed auction whose rows are moving to R2 leaves the room, and
   * its storage is freed. Refused while the room has work for D1 or the auction can still change.
   */
  async forgetClosed(auctionId: number): Promise<T.RoomAnswer<{ forgotten: boolean }>> {
    const a = this.auction;
    if (!a) return { ok: true, value: { forgotten: false } };
    if (a.id !== auctionId) return NOT_FOUND;
    const pending = this.outbox.pendingCounts();
    if (!FORGETTABLE.has(a.status) || pending.bids + pending.events > 0) return fail(409, ROOM_MESSAGES.NOT_SAVED);
    await this.ctx.blockConcurrencyWhile(() => this.forget());
    return { ok: true, value: { forgotten: true } };
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

  /**
   * Starts the room without adopting anything from D1: its constructor settles from its own
   * storage (what fell due, the outbox drain, the alarm re-armed). The start-up wake calls this
   * for every room that may hold work (decision 0070); the answer tells what is still waiting.
   */
  wake(): { live: boolean; pending: { bids: number; events: number } } {
    return { live: this.auction !== null, pending: this.outbox.pendingCounts() };
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

  /** Tests only: D1 writes from this room fail (on) or work again (off), as an unreachable D1 would. */
  async testD1Fault(input: { auctionId: number; on: boolean }): Promise<T.RoomAnswer<T.OutboxState>> {
    if (!isTestMode(this.env)) return NOT_FOUND;
    if (!(await this.load(input.auctionId))) return NOT_FOUND;
    this.outbox.testFault = input.on;
    return { ok: true, value: this.outboxState(false) };
  }

  /** Tests only: drain the outbox now and tell what is still waiting. */
  async testDrain(auctionId: number): Promise<T.RoomAnswer<T.OutboxState>> {
    if (!isTestMode(this.env)) return NOT_FOUND;
    if (!(await this.load(auctionId))) return NOT_FOUND;
    const drained = await this.outbox.drain();
    await this.arm();
    return { ok: true, value: this.outboxState(drained) };
  }

  /** The room holds nothing any more: alarm, storage and state all cleared. */
  private async forget(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    this.store.clear();
    this.auction = null;
    this.bidding = emptyBiddingState();
    this.outbox.reset();
    this.armedAt = null;
  }

  private outboxState(drained: boolean): T.OutboxState {
    return { drained, pending: this.outbox.pendingCounts(), retryAt: this.outbox.retryAt, alarmAt: this.armedAt };
  }

  // ---- state changes (synchronous) ----

  private bid(input: T.BidRequest): T.RoomAnswer<{ result: PlaceBidResult; replayed: boolean }> {
    const a = this.auction;
    if (!a) return fail(409, BID_ERROR_MESSAGES.NOT_PUBLISHED, "NOT_PUBLISHED");
    // The one rule of who may bid (decision 0094), asked of the room's own facts, so a bid never
    // reads the auction from D1 (decision 0050).
    const refusal = bidRefusal(input.bidder, policyFacts(a, this.bidding, this.now()));
    if (refusal && !MOMENT.has(refusal.code)) return failOf(refusal);
    // A repeated key answers its first result, even after the end: that bid was placed in time.
    const key = input.idempotencyKey;
    const seen = key ? this.store.findBidKey(input.bidder.id, key) : null;
    if (seen) {
      if (seen.amount !== input.amountInPence) {
        return fail(409, IDEMPOTENCY_MESSAGES.REUSED, "IDEMPOTENCY_KEY_REUSED");
      }
      return { ok: true, value: { result: seen.result, replayed: true } };
    }
    if (refusal) return failOf(refusal);
    const now = this.now();
    const outcome = placeBid(
      this.bidding,
      {
        bidId: crypto.randomUUID(),
        bidderId: String(input.bidder.id),
        bidderOrganizationId: String(input.bidderOrganizationId),
        amountInPence: input.amountInPence,
        at: now,
      },
      {
        ...rules.pricing(a),
        status: a.status,
        endsOnMs: a.endsOn ?? 0,
      },
      now,
    );
    if (!outcome.ok) return fail(BID_REFUSAL_STATUS[outcome.code], outcome.message, outcome.code);
    // Ledger row and key in the same synchronous turn: SQLite storage commits them together.
    this.store.appendBid(a.launchCount, outcome.state.ledger[outcome.state.ledger.length - 1]);
    if (key) this.store.saveBidKey(input.bidder.id, key, input.amountInPence, outcome.result);
    this.bidding = outcome.state;
    const next = rules.afterBid(a, this.bidding, now);
    // Its events go out now, ahead of the D1 copy (decision 0201).
    this.commit(next, "BID_PLACED", false, true);
    // Soft close: the new end is a visible change of its own (spec 001 section 3, AUCTION_UPDATED).
    if (next.endsOn !== a.endsOn) this.queueEvent(next, "AUCTION_UPDATED", true);
    return { ok: true, value: { result: outcome.result, replayed: false } };
  }

  private async launch(input: T.LaunchRequest): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    const loaded = await this.load(input.auctionId);
    if (!loaded) return NOT_FOUND;
    // A relaunch starts a new ledger: the old one must have reached D1 first, or nothing happens.
    const a = this.auction;
    if (
      input.republish &&
      a &&
      this.outbox.pendingEntries(a, this.bidding).length > 0 &&
      !(await this.outbox.drain())
    ) {
      return fail(503, ROOM_MESSAGES.NOT_SAVED);
    }
    return this.transition(input, (a, b, now) => rules.launch(a, b, input.settings, now, input.republish), loaded);
  }

  private async acceptance(input: T.AcceptanceRequest): Promise<T.RoomAnswer<T.RoomSnapshot>> {
    if (!(await this.load(input.auctionId))) return NOT_FOUND;
    return this.transition(input, (a, b, now) => rules.accept(a, b, input.action, now, input.actorOrganizationId));
  }
}
