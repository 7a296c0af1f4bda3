import { describe, expect, it } from "vitest";
import {
  canSee,
  filterFromQuery,
  filterToQuery,
  hubsFor,
  mayReceive,
  toEnvelope,
  type LiveAudience,
  type LiveEvent,
} from "./events";

const SELLER = 1;
const GROUP = 10;
const seller = { organizationId: SELLER, groupId: GROUP };
const groupPeer = { organizationId: 2, groupId: GROUP };
const otherGroup = { organizationId: 3, groupId: 11 };
const noGroup = { organizationId: 4, groupId: null };
const orphan = { organizationId: null, groupId: null };

const reach = (publishTarget: LiveAudience["publishTarget"], groupId: number | null = GROUP): LiveAudience => ({
  sellerOrganizationId: SELLER,
  publishTarget,
  groupId,
});

describe("canSee", () => {
  it.each([
    // viewer, target, status, seen
    ["seller", seller, "EVERYWHERE", "PUBLISHED", true],
    ["seller", seller, "GROUP_ONLY", "PUBLISHED", true],
    ["seller", seller, "EVERYWHERE", "DRAFT", true],
    ["group peer", groupPeer, "EVERYWHERE", "PUBLISHED", true],
    ["group peer", groupPeer, "GROUP_ONLY", "PUBLISHED", true],
    ["group peer", groupPeer, "GROUP_FIRST", "PUBLISHED", true],
    ["group peer", groupPeer, "EVERYWHERE", "DRAFT", false],
    ["other group", otherGroup, "EVERYWHERE", "SOLD", true],
    ["other group", otherGroup, "GROUP_ONLY", "PUBLISHED", false],
    ["other group", otherGroup, "GROUP_FIRST", "PUBLISHED", false],
    ["no group", noGroup, "EVERYWHERE", "PUBLISHED", true],
    ["no group", noGroup, "GROUP_ONLY", "ENDED", false],
    ["no organisation", orphan, "EVERYWHERE", "PUBLISHED", true],
    ["no organisation", orphan, "GROUP_ONLY", "PUBLISHED", false],
  ] as const)("%s, %s %s: %s", (_, viewer, target, status, seen) => {
    expect(canSee(viewer, { ...reach(target), status })).toBe(seen);
  });

  it("never matches two organisations without a group through their missing groups", () => {
    expect(canSee(noGroup, { ...reach("GROUP_ONLY", null), status: "PUBLISHED" })).toBe(false);
  });
});

describe("mayReceive", () => {
  it("narrows by the event's own status: a draft's events stay with its seller", () => {
    expect(mayReceive(groupPeer, { status: "DRAFT" }, reach("EVERYWHERE"))).toBe(false);
    expect(mayReceive(seller, { status: "DRAFT" }, reach("EVERYWHERE"))).toBe(true);
    expect(mayReceive(noGroup, {}, reach("EVERYWHERE"))).toBe(true);
  });
});

describe("toEnvelope", () => {
  it("keeps the envelope's fields and drops everything else", () => {
    const envelope = {
      type: "BID_PLACED",
      auctionId: 7,
      status: "PUBLISHED",
      highestBidInPence: null,
      bidCount: 2,
      endsOn: "2026-11-22T10:00:00.000Z",
      at: "2026-11-22T09:00:00.000Z",
    };
    // A room event's private extras, which must never reach a watcher.
    const extras = {
      proxyBidInPence: 500000,
      bidderId: 99,
      bidderOrganizationId: 3,
      highestBids: [{ amountInPence: 1 }],
    };
    // The cast stands for an event that carries more than its type declares, as the room's do.
    const rich = { ...envelope, ...extras } as unknown as LiveEvent;
    expect(toEnvelope(rich)).toEqual(envelope);
  });

  it("leaves out optional fields that were not given", () => {
    expect(toEnvelope({ type: "AUCTION_DELETED", auctionId: 1, at: "t" })).toEqual({
      type: "AUCTION_DELETED",
      auctionId: 1,
      at: "t",
    });
  });
});

describe("hubsFor", () => {
  it("sends every event to its auction and its seller, and new auctions to the global feed", () => {
    expect(hubsFor({ type: "BID_PLACED", auctionId: 5 }, reach("EVERYWHERE"))).toEqual(["auction:5", "seller:1"]);
    expect(hubsFor({ type: "AUCTION_PUBLISHED", auctionId: 5 }, reach("GROUP_ONLY"))).toEqual([
      "auction:5",
      "seller:1",
      "global",
    ]);
  });
});

describe("subscriber filter query", () => {
  it("round-trips", () => {
    const filter = { organizationId: 4, groupId: 10, deviceId: "abc-1" };
    expect(filterFromQuery(new URLSearchParams(filterToQuery(filter)))).toEqual(filter);
    expect(filterFromQuery(new URLSearchParams(filterToQuery(orphan)))).toEqual(orphan);
  });

  it("reads junk as absent", () => {
    expect(filterFromQuery(new URLSearchParams("organizationId=x&groupId=-1"))).toEqual(orphan);
  });
});
