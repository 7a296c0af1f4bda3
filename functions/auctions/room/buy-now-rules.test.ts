// The room's Buy Now transition without a runtime (issue 27, decision 0136): sold at the price to
// the taker at once, the bids left as they were.
import { describe, expect, it } from "vitest";
import { emptyBiddingState } from "../../contract/bidding-rules";
import { buyNow } from "./buy-now-rules";
import type { RoomAuction } from "./room-state";

describe("the room's Buy Now transition", () => {
  const live: RoomAuction = {
    id: 1,
    vehicleId: 1,
    status: "PUBLISHED",
    type: "PHYSICAL",
    minimumPriceInPence: 500000,
    autoAcceptPriceInPence: null,
    buyNowPriceInPence: 600000,
    timeOption: 60,
    publishTarget: "EVERYWHERE",
    groupId: null,
    tryingToDealDeliveryDateType: null,
    tryingToDealDeliveryDate: null,
    sellerOrganizationId: 10,
    sellerId: 2,
    title: "2019 Ford Focus",
    launchedOn: 0,
    endsOn: 3_600_000,
    acceptanceDeadline: null,
    soldOn: null,
    winnerBidderId: 7,
    winnerOrganizationId: 50,
    wonBidPriceInPence: null,
    launchCount: 1,
    lastLaunchOn: 0,
    version: 4,
    lastModifiedOn: 0,
  };

  it("sells at the Buy Now price to the taker at once, ending the auction then", () => {
    const bidding = emptyBiddingState();
    const t = buyNow(live, bidding, { id: 8, organizationId: 60 }, 1_000);
    expect(t).toMatchObject({
      ok: true,
      event: "AUCTION_SOLD",
      bidding,
      auction: {
        status: "SOLD",
        winnerBidderId: 8,
        winnerOrganizationId: 60,
        wonBidPriceInPence: 600000,
        saleMethod: "BUY_NOW",
        soldOn: 1_000,
        endsOn: 1_000,
        version: 5,
      },
    });
  });

  it("refuses an auction without a Buy Now price", () => {
    expect(
      buyNow({ ...live, buyNowPriceInPence: null }, emptyBiddingState(), { id: 8, organizationId: 60 }, 1),
    ).toEqual({ ok: false, status: 409, message: "This auction has no Buy Now price" });
  });
});
