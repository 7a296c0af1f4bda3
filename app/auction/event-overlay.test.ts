import { describe, expect, it } from "vitest";
import type { BidRoomState } from "~contract/dto/bid";
import type { LiveEvent } from "~contract/live";
import { roomStateAfterEvent } from "./event-overlay";

const leading: BidRoomState = {
  auctionId: 7,
  status: "PUBLISHED",
  endsOn: "2026-11-25T12:00:00.000Z",
  highestBidInPence: 120000,
  bidCount: 3,
  bidsLeft: 9997,
  reserveMet: false,
  viewerMaxInPence: 200000,
  viewerIsLeader: true,
  minimumBidInPence: 205000,
};
const rival = (highestBidInPence: number, extra: Partial<LiveEvent> = {}): LiveEvent => ({
  type: "BID_PLACED",
  auctionId: 7,
  status: "PUBLISHED",
  highestBidInPence,
  bidCount: 4,
  at: "2026-11-25T11:00:00.000Z",
  ...extra,
});

describe("a bid's event over the detail", () => {
  it("shows the event's price, count and end", () => {
    const after = roomStateAfterEvent(leading, rival(180000, { endsOn: "2026-11-25T12:02:00.000Z" }));
    expect(after).toMatchObject({
      highestBidInPence: 180000,
      bidCount: 4,
      bidsLeft: 9996,
      endsOn: "2026-11-25T12:02:00.000Z",
    });
  });

  it("keeps the viewer's lead while the price stays within their maximum", () => {
    const after = roomStateAfterEvent(leading, rival(180000));
    expect(after).toMatchObject({ viewerIsLeader: true, viewerMaxInPence: 200000, minimumBidInPence: 205000 });
  });

  it("takes the lead away when the price passes the viewer's maximum", () => {
    const after = roomStateAfterEvent(leading, rival(205000));
    expect(after).toMatchObject({ viewerIsLeader: false, viewerMaxInPence: 200000, minimumBidInPence: 210000 });
  });

  it("asks a viewer without a bid for one increment over the new price", () => {
    const watcher = { ...leading, viewerMaxInPence: null, viewerIsLeader: false, minimumBidInPence: 125000 };
    expect(roomStateAfterEvent(watcher, rival(130000)).minimumBidInPence).toBe(135000);
  });
});
