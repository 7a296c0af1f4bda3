// An AuctionRoom's own SQLite storage: a small key-value table (the auction, what has been copied
// to D1, the test clock), the bid ledger (one row per accepted bid per launch), the idempotency keys
// and the outbox of events waiting for D1 to hold their change (decision 0050). All synchronous, so
// the room can read and write its state without yielding, and what one turn writes commits together.
import type { LedgerEntry, PlaceBidResult } from "../../contract/bidding-rules";
import type { LiveAudience, LiveEvent } from "../../live/publish";
import type { RoomAuction } from "./room-state";

/** How far the D1 copy has caught up: the last launch, ledger seq and auction version written. */
export interface Flushed {
  launch: number;
  seq: number;
  version: number;
}

export interface StoredRoom {
  auction: RoomAuction | null;
  ledger: LedgerEntry[];
  flushed: Flushed | null;
  clockOffset: number;
}

/**
 * An event whose change D1 does not hold yet. A bid's event has already gone out (`sent`, decision
 * 0201); the others go out once D1 holds the change they announce. Each stays until that D1 batch
 * has carried the system notices it calls for.
 */
export interface OutboxEvent {
  id: number;
  event: LiveEvent;
  audience: LiveAudience;
  sent?: boolean;
}

interface LedgerRow {
  seq: number;
  id: string;
  bidder_id: number;
  bidder_org_id: number;
  amount: number;
  at: number;
  [key: string]: SqlStorageValue;
}

export class RoomStorage {
  constructor(private readonly sql: SqlStorage) {
    sql.exec("CREATE TABLE IF NOT EXISTS room (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    sql.exec(
      `CREATE TABLE IF NOT EXISTS ledger (launch INTEGER NOT NULL, seq INTEGER NOT NULL, id TEXT NOT NULL,
        bidder_id INTEGER NOT NULL, bidder_org_id INTEGER NOT NULL, amount INTEGER NOT NULL, at INTEGER NOT NULL,
        PRIMARY KEY (launch, seq))`,
    );
    // Idempotency keys of accepted bids, per member (decision 0039). Written in the same
    // synchronous turn as the ledger row, so both commit together or not at all.
    sql.exec(
      `CREATE TABLE IF NOT EXISTS bid_keys (bidder_id INTEGER NOT NULL, key TEXT NOT NULL, amount INTEGER NOT NULL,
        result TEXT NOT NULL, PRIMARY KEY (bidder_id, key))`,
    );
    // Events of changes not yet in D1 (decision 0050): AUTOINCREMENT keeps ids rising after deletes.
    sql.exec(
      "CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, event TEXT NOT NULL, audience TEXT NOT NULL)",
    );
  }

  /** Stores the event; answers its outbox id. */
  pushEvent(event: LiveEvent, audience: LiveAudience): number {
    const sql = "INSERT INTO outbox (event, audience) VALUES (?, ?) RETURNING id";
    return this.sql.exec<{ id: number }>(sql, JSON.stringify(event), JSON.stringify(audience)).one().id;
  }

  /** Every waiting event, oldest first. */
  outboxEvents(): OutboxEvent[] {
    return [
      ...this.sql.exec<{ id: number; event: string; audience: string }>(
        "SELECT id, event, audience FROM outbox ORDER BY id",
      ),
    ].map((r) => ({
      id: r.id,
      event: JSON.parse(r.event) as LiveEvent,
      audience: JSON.parse(r.audience) as LiveAudience,
    }));
  }

  dropEvents(upToId: number): void {
    this.sql.exec("DELETE FROM outbox WHERE id <= ?", upToId);
  }

  /** The first accepted answer to this member's key, if any. */
  findBidKey(bidderId: number, key: string): { amount: number; result: PlaceBidResult } | null {
    const rows = [
      ...this.sql.exec<{ amount: number; result: string }>(
        "SELECT amount, result FROM bid_keys WHERE bidder_id = ? AND key = ?",
        bidderId,
        key,
      ),
    ];
    return rows[0] ? { amount: rows[0].amount, result: JSON.parse(rows[0].result) as PlaceBidResult } : null;
  }

  saveBidKey(bidderId: number, key: string, amount: number, result: PlaceBidResult): void {
    this.sql.exec(
      "INSERT OR IGNORE INTO bid_keys (bidder_id, key, amount, result) VALUES (?, ?, ?, ?)",
      bidderId,
      key,
      amount,
      JSON.stringify(result),
    );
  }

  put(key: "auction" | "flushed" | "clockOffset", value: unknown): void {
    this.sql.exec("INSERT OR REPLACE INTO room (key, value) VALUES (?, ?)", key, JSON.stringify(value));
  }

  appendBid(launch: number, e: LedgerEntry): void {
    this.sql.exec(
      "INSERT OR REPLACE INTO ledger (launch, seq, id, bidder_id, bidder_org_id, amount, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      launch,
      e.seq,
      e.id,
      Number(e.bidderId),
      Number(e.bidderOrganizationId),
      e.amountInPence,
      e.at,
    );
  }

  read(): StoredRoom {
    const meta = new Map<string, unknown>();
    for (const row of this.sql.exec<{ key: string; value: string }>("SELECT key, value FROM room")) {
      meta.set(row.key, JSON.parse(row.value));
    }
    const auction = (meta.get("auction") as RoomAuction | undefined) ?? null;
    const ledger = auction
      ? [
          ...this.sql.exec<LedgerRow>(
            "SELECT seq, id, bidder_id, bidder_org_id, amount, at FROM ledger WHERE launch = ? ORDER BY seq",
            auction.launchCount,
          ),
        ].map((r) => ({
          id: r.id,
          seq: r.seq,
          bidderId: String(r.bidder_id),
          bidderOrganizationId: String(r.bidder_org_id),
          amountInPence: r.amount,
          at: r.at,
        }))
      : [];
    return {
      auction,
      ledger,
      flushed: (meta.get("flushed") as Flushed | undefined) ?? null,
      clockOffset: (meta.get("clockOffset") as number | undefined) ?? 0,
    };
  }

  /** Forgets everything except the test clock (a deleted auction). */
  clear(): void {
    this.sql.exec("DELETE FROM ledger");
    this.sql.exec("DELETE FROM bid_keys");
    this.sql.exec("DELETE FROM outbox");
    this.sql.exec("DELETE FROM room WHERE key != 'clockOffset'");
  }
}
