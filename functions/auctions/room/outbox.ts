// The room's outbox (decision 0050): what the room has accepted but D1 does not hold yet, and its
// drain. Pending work is the ledger past the `flushed` watermark, an auction version D1 has not
// seen, and the events waiting in the `outbox` table; all of it lives in the room's own storage, so
// a failed D1 write or a stopped process loses nothing. A drain writes one idempotent D1 batch
// (bids INSERT OR IGNORE by id, the auction row guarded by version), then publishes the events that
// batch covers and that have not gone out yet: a bid's event leaves the room as soon as the room has
// stored the bid (decision 0201), the pages apply its state and refetch until D1's copy has caught up;
// a lifecycle change's event waits for its copy, so a list that refetches on it finds the change.
// At most one write is in flight (group commit); a failure is retried by the room's alarm with backoff.
import type { Env } from "../../env";
import { auctionPrice, type BiddingState, type LedgerEntry } from "../../contract/bidding-rules";
import type { LiveAudience, LiveEvent } from "../../live/publish";
import { GroupCommit } from "./group-commit";
import { pricing, type RoomAuction } from "./room-state";
import type { Flushed, OutboxEvent, RoomStorage } from "./room-storage";
import { writeThroughStatements } from "./write-through";
import { systemNoticeStatements } from "../../notifications/system-notices";
import { pushesQueued } from "../../push/queue";
import { wakePushSender } from "../../push/wake";

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;
/** With work pending, the room's alarm is never later than this: it drains after a stop. */
export const DRAIN_GRACE_MS = 2_000;
/** Under a storm, D1 writes start at most this often; lists lag the room by at most this more. */
export const DRAIN_GAP_MS = 50;
const NOT_FLUSHED: Flushed = { launch: 0, seq: 0, version: -1 };

export interface RoomView {
  auction: RoomAuction | null;
  bidding: BiddingState;
}

export class RoomOutbox {
  flushed: Flushed = NOT_FLUSHED;
  /** When the next attempt is due after a failed drain (epoch ms, real clock); null while healthy. */
  retryAt: number | null = null;
  /** Test mode only: the D1 write fails as an unreachable D1 does (the outbox test's switch). */
  testFault = false;
  private failures = 0;
  private waiting = 0;
  /** Outbox ids of events already sent ahead of their copy. Memory only: after a stop, a waiting
   * event goes out again with its copy (events are hints; a repeat is harmless, a loss is not). */
  private readonly sent = new Set<number>();
  private readonly writer = new GroupCommit(() => this.write(), DRAIN_GAP_MS);

  constructor(
    private readonly store: RoomStorage,
    private readonly env: Env,
    private readonly view: () => RoomView,
    /** `noticed`: the system notices of these events went in the same D1 batch as their change. */
    private readonly publish: (events: OutboxEvent[], noticed: boolean) => void,
  ) {}

  /** After a (re)start: the watermark and the events left from before. */
  restore(flushed: Flushed | null): void {
    this.flushed = flushed ?? NOT_FLUSHED;
    this.waiting = this.store.outboxEvents().length;
  }

  /** D1 holds everything up to here (a room adopting an auction from D1). */
  markFlushed(flushed: Flushed): void {
    this.flushed = flushed;
    this.store.put("flushed", flushed);
  }

  /** Forgets everything (a deleted auction; the storage was cleared with it). */
  reset(): void {
    this.flushed = NOT_FLUSHED;
    this.waiting = 0;
    this.retryAt = null;
    this.sent.clear();
  }

  /** Keeps the event until its copy is in D1; `sent`: it has just gone out ahead of the copy. */
  push(event: LiveEvent, audience: LiveAudience, sent = false): void {
    const id = this.store.pushEvent(event, audience);
    if (sent) this.sent.add(id);
    this.waiting++;
  }

  /** Ledger entries of the current launch D1 does not have. */
  pendingEntries(a: RoomAuction, bidding: BiddingState): LedgerEntry[] {
    return this.flushed.launch === a.launchCount ? bidding.ledger.slice(this.flushed.seq) : bidding.ledger;
  }

  hasPending(): boolean {
    const { auction: a, bidding } = this.view();
    if (this.waiting > 0) return true;
    return a !== null && (this.flushed.version !== a.version || this.pendingEntries(a, bidding).length > 0);
  }

  pendingCounts(): { bids: number; events: number } {
    const { auction: a, bidding } = this.view();
    return { bids: a ? this.pendingEntries(a, bidding).length : 0, events: this.waiting };
  }

  /**
   * True once a write that started after this call has succeeded; false when it failed (retried
   * later). `linger`: the write may wait to share its batch under a storm (a bid's copy).
   */
  async drain(linger = false): Promise<boolean> {
    try {
      await this.writer.request(linger);
      this.failures = 0;
      this.retryAt = null;
      return true;
    } catch (error) {
      this.failures++;
      this.retryAt = Date.now() + Math.min(FIRST_RETRY_MS * 2 ** (this.failures - 1), MAX_RETRY_MS);
      console.error("AuctionRoom outbox drain failed", this.view().auction?.id, this.failures, error);
      return false;
    }
  }

  /** One D1 batch with everything changed since the last one, then the events it covers. */
  private async write(): Promise<void> {
    const { auction: a, bidding } = this.view();
    // Read in the same turn as the state: events queued during the write wait for the next one.
    const events = this.store.outboxEvents().map((e) => (this.sent.has(e.id) ? { ...e, sent: true } : e));
    let noticed = false;
    if (a) {
      const newEntries = this.pendingEntries(a, bidding);
      if (newEntries.length > 0 || this.flushed.version !== a.version) {
        if (this.testFault) throw new Error("D1_ERROR: Network connection lost. (test fault)");
        const price = auctionPrice(bidding, pricing(a));
        // The notices these events call for ride in the same batch, after the rows they read: one
        // D1 round trip per drain instead of two (decision 0083).
        const facts = a.offers?.length ? { offers: a.offers, answerBy: a.acceptanceDeadline } : null;
        const notices = systemNoticeStatements(this.env.DB, noticeTypes(events, a.id), a.id, this.env.APP_URL, facts);
        const results = await this.env.DB.batch([
          ...writeThroughStatements(this.env.DB, { auction: a, price, newEntries }),
          ...notices,
        ]);
        noticed = true;
        // Pushes queued with the notices: the sender takes them at once, off the room's path.
        if (notices.length > 0 && pushesQueued(results) > 0) {
          void wakePushSender(this.env).catch((error) => console.error("push wake failed", error));
        }
        const sameLaunch = this.flushed.launch === a.launchCount;
        const seq = newEntries.length ? newEntries[newEntries.length - 1].seq : sameLaunch ? this.flushed.seq : 0;
        this.flushed = { launch: a.launchCount, seq, version: a.version };
        // A deleted auction cleared the storage meanwhile: nothing to record.
        if (this.view().auction) this.store.put("flushed", this.flushed);
      }
    }
    if (events.length === 0) return;
    this.publish(events, noticed);
    const last = events[events.length - 1].id;
    this.store.dropEvents(last);
    for (const { id } of events) this.sent.delete(id);
    this.waiting = Math.max(0, this.waiting - events.length);
  }
}

/** The kinds of change among these events whose system notices concern this auction. */
function noticeTypes(events: OutboxEvent[], auctionId: number): LiveEvent["type"][] {
  return events.filter(({ event }) => event.auctionId === auctionId).map(({ event }) => event.type);
}
