import { describe, expect, it } from "vitest";
import { bidAmountLabel, bidStatusBar, type StatusBarInput } from "./bid-status-bar";
import { MAX_BIDS_PER_AUCTION } from "./auctions";

const live: StatusBarInput = {
  status: "PUBLISHED",
  type: "MINIMUM_PRICE",
  live: true,
  highestBidInPence: 155000,
  bidCount: 2,
  wonBidPriceInPence: null,
  viewerMaxInPence: null,
  viewerIsLeader: false,
  isSellerOrganization: false,
};

describe("bidStatusBar while live", () => {
  it("says nothing to an organisation that has not bid", () => {
    expect(bidStatusBar(live)).toEqual({ label: "Live", message: null, tone: "live" });
  });

  it("tells the leader its bid is the highest, with its maximum when the price is below it", () => {
    expect(bidStatusBar({ ...live, viewerMaxInPence: 155000, viewerIsLeader: true })).toEqual({
      label: "Live",
      message: "Your bid of £1,550 is the highest",
      tone: "success",
    });
    expect(bidStatusBar({ ...live, viewerMaxInPence: 200000, viewerIsLeader: true }).message).toBe(
      "Your bid of £1,550 is the highest. Your maximum bid is £2,000",
    );
  });

  it("tells an outbid organisation to try again, except once no bids are left", () => {
    expect(bidStatusBar({ ...live, viewerMaxInPence: 150000 })).toEqual({
      label: "Live",
      message: "Your bid of £1,500 is not the highest - try again",
      tone: "danger",
    });
    expect(bidStatusBar({ ...live, viewerMaxInPence: 150000, bidCount: MAX_BIDS_PER_AUCTION }).message).toBe(
      "Your bid of £1,500 was not the highest",
    );
  });

  it("uses grey for trying-to-deal auctions", () => {
    expect(bidStatusBar({ ...live, type: "TRYING_TO_DEAL", viewerMaxInPence: 150000 }).tone).toBe("secondary");
    expect(bidStatusBar({ ...live, type: "TRYING_TO_DEAL", viewerMaxInPence: 155000, viewerIsLeader: true }).tone).toBe(
      "secondary",
    );
  });

  it("shows the seller's organisation only the status", () => {
    expect(bidStatusBar({ ...live, isSellerOrganization: true, viewerMaxInPence: 1 })).toEqual({
      label: "Live",
      message: null,
      tone: "live",
    });
  });
});

describe("bidStatusBar once closed", () => {
  const closed = { ...live, live: false, wonBidPriceInPence: 155000 };

  it("shows the winner Won and the winning bid", () => {
    expect(bidStatusBar({ ...closed, status: "SOLD", viewerMaxInPence: 200000, viewerIsLeader: true })).toEqual({
      label: "Won",
      message: "The winning bid was £1,550",
      tone: "success",
    });
  });

  it("words a sale by Buy Now or by agreement by how it was made: no bid won it", () => {
    const sold = { ...closed, status: "SOLD" as const };
    // A taker who never bid is the winner all the same: Won, not the onlooker's Sold.
    expect(bidStatusBar({ ...sold, saleMethod: "BUY_NOW", viewerMaxInPence: null, viewerIsLeader: true })).toEqual({
      label: "Won",
      message: "Sold at the Buy Now price of £1,550",
      tone: "success",
    });
    expect(
      bidStatusBar({ ...sold, saleMethod: "COUNTER_OFFER", viewerMaxInPence: 150000, viewerIsLeader: true }),
    ).toEqual({ label: "Won", message: "Sold at the agreed price of £1,550", tone: "success" });
  });

  it("shows a loser of a sale Lost in grey, and other losses in red", () => {
    expect(bidStatusBar({ ...closed, status: "SOLD", viewerMaxInPence: 150000 })).toEqual({
      label: "Lost",
      message: "Your bid of £1,500 was not the highest",
      tone: "secondary",
    });
    expect(bidStatusBar({ ...closed, status: "TO_ACCEPT", type: "PHYSICAL", viewerMaxInPence: 150000 }).tone).toBe(
      "danger",
    );
  });

  it("labels the acceptance steps from the winner's side", () => {
    const winner = { ...closed, wonBidPriceInPence: null, viewerMaxInPence: 155000, viewerIsLeader: true };
    expect(bidStatusBar({ ...winner, status: "TO_ACCEPT" })).toMatchObject({
      label: "Waiting for the seller's acceptance",
      tone: "success",
    });
    expect(bidStatusBar({ ...winner, status: "WAITING" })).toMatchObject({
      label: "Waiting for you to accept",
      message: "The winning bid was £1,550",
      tone: "warning",
    });
    expect(bidStatusBar({ ...winner, status: "REJECTED" })).toMatchObject({ label: "Declined Offer", tone: "danger" });
  });

  it("shows cancelled and ended auctions by status alone", () => {
    expect(bidStatusBar({ ...closed, status: "CANCELLED", viewerMaxInPence: 150000 })).toEqual({
      label: "Cancelled",
      message: null,
      tone: "danger",
    });
    expect(bidStatusBar({ ...closed, status: "ENDED", highestBidInPence: null })).toEqual({
      label: "Ended",
      message: null,
      tone: "secondary",
    });
  });

  it("shows the seller the seller's side of each status", () => {
    const seller = { ...closed, isSellerOrganization: true };
    expect(bidStatusBar({ ...seller, status: "TO_ACCEPT" }).label).toBe("Waiting for you to accept");
    expect(bidStatusBar({ ...seller, status: "WAITING" }).label).toBe("Waiting for the buyer's acceptance");
    expect(bidStatusBar({ ...seller, status: "SOLD" }).label).toBe("Sold");
  });
});

describe("bidAmountLabel", () => {
  it("names the amount by auction type", () => {
    expect(bidAmountLabel("PHYSICAL", true)).toBe("RESERVE MET");
    expect(bidAmountLabel("PHYSICAL", false)).toBe("RESERVE NOT MET");
    expect(bidAmountLabel("MINIMUM_PRICE", true)).toBe("NO RESERVE SALE");
    expect(bidAmountLabel("TRYING_TO_DEAL", false)).toBe("CURRENT BID");
    expect(bidAmountLabel(null, false)).toBe("CURRENT BID");
  });
});
