import { describe, expect, it } from "vitest";
import { normaliseAuctionIds, parseStreamQuery, streamUrl } from "./stream-query";

describe("the live stream query", () => {
  it("reads repeated auctionIds, _st, deviceId and the global feed", () => {
    const url = new URL(
      "https://x/sse/auction/buyer?auctionIds=3&auctionIds=1&auctionIds=3&_st=abc&deviceId=d-1&feed=global",
    );
    expect(parseStreamQuery(url)).toEqual({ auctionIds: [3, 1], streamToken: "abc", deviceId: "d-1", feed: "global" });
  });

  it("ignores junk ids, odd device ids and unknown feeds", () => {
    const url = new URL(
      "https://x/s?auctionIds=x&auctionIds=-2&auctionIds=1.5&auctionIds=4&deviceId=%3Cscript%3E&feed=all",
    );
    expect(parseStreamQuery(url)).toEqual({ auctionIds: [4], streamToken: null, deviceId: null, feed: null });
  });

  it("keeps the first 100 auctions", () => {
    const ids = normaliseAuctionIds(Array.from({ length: 150 }, (_, i) => 150 - i));
    expect(ids).toHaveLength(100);
    expect(ids[0]).toBe(150);
    expect(ids[99]).toBe(51);
  });

  it("builds the URL the routes read back", () => {
    const url = streamUrl("buyer", { auctionIds: [9, 2, 9], feed: "global", deviceId: "d", streamToken: "s" });
    expect(url).toBe("/sse/auction/buyer?auctionIds=2&auctionIds=9&feed=global&_st=s&deviceId=d");
    expect(parseStreamQuery(new URL(url, "https://x"))).toEqual({
      auctionIds: [2, 9],
      streamToken: "s",
      deviceId: "d",
      feed: "global",
    });
    expect(streamUrl("seller", {})).toBe("/sse/auction/seller");
  });
});
