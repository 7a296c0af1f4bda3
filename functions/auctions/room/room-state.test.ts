import { describe, expect, it } from "vitest";
import { emptyBiddingState, placeBid, type BiddingState } from "../../contract/bidding-rules";
import { ACCEPTANCE_WINDOW_MS } from "../../contract/auctions";
import { accept, applyDue, cancel, close, launch, nextDeadline, type RoomAuction } from "./room-state";
import type { LaunchSettings } from "./room-types";

const T0 = Date.parse("2026-01-05T10:00:00Z");
const HOUR = 3_600_000;

const draft: RoomAuction = {
  id: 1,
  vehicleId: 1,
  status: "DRAFT",
  type: null,
  minimumPriceInPence: null,
  autoAcceptPriceInPence: null,
  timeOption: null,
  publishTarget: null,
  groupId: 7,
  tryingToDealDeliveryDateType: null,
  tryingToDealDeliveryDate: null,
  sellerOrganizationId: 1,
  sellerId: 10,
  title: "2019 Ford Focus",
  launchedOn: null,
  endsOn: null,
  acceptanceDeadline: null,
  soldOn: null,
  winnerBidderId: null,
  winnerOrganizationId: null,
  wonBidPriceInPence: null,
  launchCount: 0,
  lastLaunchOn: null,
  version: 3,
  lastModifiedOn: T0,
};

const settings = (o: Partial<LaunchSettings> = {}): LaunchSettings => ({
  type: "PHYSICAL",
  minimumPriceInPence: 500000,
  autoAcceptPriceInPence: null,
  buyNowPriceInPence: null,
  timeOption: 60,
  publishTarget: "EVERYWHERE",
  groupId: 7,
  tryingToDealDeliveryDateType: null,
  tryingToDealDeliveryDate: null,
  ...o,
});

function live(o: Partial<LaunchSettings> = {}): RoomAuction {
  const t = launch(draft, emptyBiddingState(), settings(o), T0, false);
  if (!t.ok) throw new Error(t.message);
  return t.auction;
}

function bids(a: RoomAuction, list: [org: number, pounds: number][]): BiddingState {
  return list.reduce((state, [org, pounds], i) => {
    const out = placeBid(
      state,
      {
        bidId: `b${i}`,
        bidderId: String(org * 100),
        bidderOrganizationId: String(org),
        amountInPence: pounds * 100,
        at: T0 + 1000,
      },
      {
        type: a.type!,
        minimumPriceInPence: a.minimumPriceInPence,
        status: a.status,
        endsOnMs: a.endsOn!,
      },
      T0 + 1000,
    );
    if (!out.ok) throw new Error(out.message);
    return out.state;
  }, emptyBiddingState());
}

const END = T0 + HOUR;

describe("launch", () => {
  it("sets the run, counts the launch and bumps the version", () => {
    const a = live();
    expect(a).toMatchObject({
      status: "PUBLISHED",
      launchedOn: T0,
      endsOn: END,
      launchCount: 1,
      lastLaunchOn: T0,
      version: 4,
    });
    expect(nextDeadline(a)).toBe(END);
  });

  it("only from DRAFT, relaunch only from ENDED, CANCELLED or REJECTED", () => {
    expect(launch(live(), emptyBiddingState(), settings(), T0, false).ok).toBe(false);
    expect(launch(draft, emptyBiddingState(), settings(), T0, true).ok).toBe(false);
    const ended = { ...live(), status: "ENDED" as const };
    const again = launch(ended, bids(live(), [[2, 1000]]), settings(), END + 5, true);
    expect(again.ok && again.bidding.ledger.length).toBe(0);
    expect(again.ok && again.auction.launchCount).toBe(2);
  });

  it("publishes EVERYWHERE when the seller has no group", () => {
    expect(
      launch({ ...draft }, emptyBiddingState(), settings({ publishTarget: "GROUP_ONLY", groupId: null }), T0, false),
    ).toMatchObject({
      auction: { publishTarget: "EVERYWHERE" },
    });
  });
});

describe("close", () => {
  const cases: [string, Partial<LaunchSettings>, [number, number][], string][] = [
    ["no bids", {}, [], "ENDED"],
    [
      "reserve met",
      { minimumPriceInPence: 100000 },
      [
        [2, 1500],
        [3, 1200],
      ],
      "SOLD",
    ],
    ["reserve not met", {}, [[2, 1500]], "TO_ACCEPT"],
    ["no reserve", { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 }, [[2, 1000]], "SOLD"],
    ["trying to deal", { type: "TRYING_TO_DEAL", minimumPriceInPence: null }, [[2, 1000]], "TO_ACCEPT"],
    [
      "auto-accept reached",
      { type: "TRYING_TO_DEAL", minimumPriceInPence: null, autoAcceptPriceInPence: 50000 },
      [
        [2, 1000],
        [3, 600],
      ],
      "SOLD",
    ],
    ["group first, no group bids", { publishTarget: "GROUP_FIRST" }, [], "PUBLISHED"],
  ];
  it.each(cases)("%s", (_, o, list, status) => {
    const a = live(o);
    const t = close(a, bids(a, list), END + 10);
    expect(t.ok && t.auction.status).toBe(status);
  });

  it("a GROUP_FIRST relaunch runs everywhere for the same duration from the close", () => {
    const a = live({ publishTarget: "GROUP_FIRST", timeOption: 180 });
    const t = close(a, emptyBiddingState(), a.endsOn! + 60_000);
    expect(t.ok && t.auction).toMatchObject({
      publishTarget: "EVERYWHERE",
      launchedOn: a.endsOn! + 60_000,
      endsOn: a.endsOn! + 60_000 + 3 * HOUR,
      launchCount: 1,
    });
    expect(t.ok && t.event).toBe("AUCTION_PUBLISHED");
  });

  it("SOLD records the winner and the price", () => {
    const a = live({ minimumPriceInPence: 100000 });
    const t = close(
      a,
      bids(a, [
        [2, 1500],
        [3, 1200],
      ]),
      END,
    );
    expect(t.ok && t.auction).toMatchObject({
      winnerOrganizationId: 2,
      winnerBidderId: 200,
      wonBidPriceInPence: 125000,
      soldOn: END,
    });
  });
});

describe("deadlines and acceptance", () => {
  const toAccept = () => {
    const a = live();
    const b = bids(a, [[2, 1500]]);
    const t = close(a, b, END);
    if (!t.ok) throw new Error();
    return { a: t.auction, b };
  };

  it("nothing is due before the end; at the end the close runs", () => {
    const a = live();
    expect(applyDue(a, emptyBiddingState(), END - 1)).toBeNull();
    expect(applyDue(a, emptyBiddingState(), END)).toMatchObject({ ok: true, auction: { status: "ENDED" } });
  });

  it("the seller's 24 hours, then the buyer's", () => {
    const { a, b } = toAccept();
    expect(a.acceptanceDeadline).toBe(END + ACCEPTANCE_WINDOW_MS);
    expect(accept(a, b, "BUYER_ACCEPT", END + 1, 2)).toMatchObject({ ok: false });
    expect(accept(a, b, "SELLER_ACCEPT", END + 1, 2)).toMatchObject({ ok: false, status: 403 });
    const waiting = accept(a, b, "SELLER_ACCEPT", END + HOUR, 1);
    if (!waiting.ok) throw new Error();
    expect(waiting.auction).toMatchObject({ status: "WAITING", acceptanceDeadline: END + HOUR + ACCEPTANCE_WINDOW_MS });
    expect(accept(waiting.auction, b, "BUYER_ACCEPT", END + HOUR + 1, 3)).toMatchObject({ ok: false, status: 403 });
    expect(accept(waiting.auction, b, "BUYER_ACCEPT", END + HOUR + 1, 2)).toMatchObject({
      ok: true,
      event: "AUCTION_SOLD",
      auction: { status: "SOLD", wonBidPriceInPence: 10000 },
    });
    expect(applyDue(waiting.auction, b, END + HOUR + ACCEPTANCE_WINDOW_MS)).toMatchObject({
      auction: { status: "REJECTED" },
    });
  });

  it("an acceptance window that has run out is closed", () => {
    const { a, b } = toAccept();
    expect(accept(a, b, "SELLER_ACCEPT", END + ACCEPTANCE_WINDOW_MS, 1).ok).toBe(false);
    expect(applyDue(a, b, END + ACCEPTANCE_WINDOW_MS)).toMatchObject({
      event: "AUCTION_REJECTED",
      auction: { status: "REJECTED" },
    });
  });
});

describe("cancel", () => {
  it("while live and the reserve is not met", () => {
    const a = live();
    expect(cancel(a, bids(a, [[2, 1000]]), T0 + 5)).toMatchObject({ ok: true, auction: { status: "CANCELLED" } });
    expect(cancel(a, bids(a, [[2, 6000]]), T0 + 5).ok).toBe(false);
    expect(cancel(a, emptyBiddingState(), END).ok).toBe(false);
  });
});
