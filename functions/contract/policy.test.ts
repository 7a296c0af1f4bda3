// The auction policy as a table (decision 0021): every viewer kind x status x publish target x
// action. Expected values are written from spec 001 (sections 4.2, 4.3, 6) and DESIGN.md
// "Auction rules", not computed from the rules under test.
import { describe, expect, it } from "vitest";
import {
  ACTIONS,
  bidRefusal,
  buyNowRefusal,
  can,
  SIGNED_OUT,
  type Action,
  type AuctionFacts,
  type BidRefusalCode,
  type PolicyViewer,
} from "./policy";
import { AUCTION_STATUSES, PUBLISH_TARGETS, type AuctionStatus, type PublishTarget } from "./auctions";

const SELLING_ORG = 10;
const GROUP = 100;
const member = (
  id: number,
  organizationId: number | null,
  groupId: number | null,
  roles: Partial<PolicyViewer> = {},
): PolicyViewer => ({
  ...SIGNED_OUT,
  id,
  organizationId,
  groupId,
  ...roles,
});

const VIEWERS = {
  owner: member(1, SELLING_ORG, GROUP, { isOwner: true, isSeller: true, isBuyer: true }),
  seller: member(2, SELLING_ORG, GROUP, { isSeller: true }),
  colleague: member(3, SELLING_ORG, GROUP, { isSeller: true, isBuyer: true }),
  acceptor: member(4, SELLING_ORG, GROUP, { isTransactionAcceptor: true }),
  groupBuyer: member(5, 20, GROUP, { isBuyer: true }),
  otherGroupBuyer: member(6, 30, 200, { isBuyer: true }),
  noGroupBuyer: member(11, 40, null, { isBuyer: true }),
  winnerBidder: member(7, 50, 300, { isBuyer: true }),
  winnerOwner: member(8, 50, 300, { isOwner: true }),
  winnerAcceptor: member(12, 50, 300, { isTransactionAcceptor: true }),
  winnerColleague: member(9, 50, 300, { isBuyer: true }),
  blockedBuyer: member(13, 20, GROUP, { isBuyer: true, buyerBlocked: true }),
  paymentBlockedBuyer: member(14, 60, null, { isBuyer: true, organizationStatus: "BLOCKED_DUE_TO_PAYMENT" }),
  organizationBlockedBuyer: member(15, 61, null, { isBuyer: true, organizationStatus: "BLOCKED" }),
  pendingBuyer: member(16, 62, null, { isBuyer: true, organizationStatus: "PENDING" }),
  nonBuyer: member(17, 63, null, { isSeller: true }),
  admin: member(90, null, null, { isAdmin: true }),
  signedOut: SIGNED_OUT,
} satisfies Record<string, PolicyViewer>;
type Kind = keyof typeof VIEWERS;
const KINDS = Object.keys(VIEWERS) as Kind[];

const auction = (
  status: AuctionStatus,
  publishTarget: PublishTarget | null,
  more: Partial<AuctionFacts> = {},
): AuctionFacts => ({
  status,
  publishTarget,
  organizationId: SELLING_ORG,
  sellerId: 2,
  groupId: GROUP,
  winnerOrganizationId: 50,
  winnerBidderId: 7,
  ...more,
});

const SELLING: Kind[] = ["owner", "seller", "colleague", "acceptor"];
const WINNING: Kind[] = ["winnerBidder", "winnerOwner", "winnerAcceptor", "winnerColleague"];

/**
 * Spec 001 section 6 and DESIGN "Auction rules": the seller's organisation sees all its auctions;
 * nobody else sees a draft; EVERYWHERE is for everyone; group reach is for the seller's group,
 * and the winning organisation keeps its view (decision 0021).
 */
function expectedSee(kind: Kind, status: AuctionStatus, target: PublishTarget | null): boolean {
  if (SELLING.includes(kind)) return true;
  if (status === "DRAFT") return false;
  if (target === "EVERYWHERE" || target === null) return true;
  return kind === "groupBuyer" || kind === "blockedBuyer" || WINNING.includes(kind);
}

/** Spec 001 section 4.2 (seller) and 4.3 (buyer): who may do what, by status, reach EVERYWHERE. */
const ALLOWED: Partial<Record<Action, Partial<Record<AuctionStatus, Kind[]>>>> = {
  launch: { DRAFT: ["owner", "seller"] },
  edit: { DRAFT: ["owner", "seller"] },
  delete: { DRAFT: ["owner", "seller"], ENDED: ["owner", "seller"], CANCELLED: ["owner", "seller"] },
  cancel: { PUBLISHED: ["owner", "seller"] },
  accept: { TO_ACCEPT: ["owner", "seller", "acceptor"] },
  reject: { TO_ACCEPT: ["owner", "seller", "acceptor"] },
  "accept-as-winner": { WAITING: ["winnerBidder", "winnerOwner", "winnerAcceptor"] },
  "reject-as-winner": { WAITING: ["winnerBidder", "winnerOwner", "winnerAcceptor"] },
  relaunch: { ENDED: ["owner", "seller"], CANCELLED: ["owner", "seller"], REJECTED: ["owner", "seller"] },
  "edit-copy": { ENDED: ["owner", "seller"], CANCELLED: ["owner", "seller"], REJECTED: ["owner", "seller"] },
  bid: { PUBLISHED: ["groupBuyer", "otherGroupBuyer", "noGroupBuyer", "winnerBidder", "winnerColleague"] },
};
/** Who-checks that do not depend on the status (403 before the room's 409). */
const ANY_STATUS: Partial<Record<Action, Kind[]>> = {
  manage: ["owner", "seller"],
  "act-for-seller": ["owner", "seller", "acceptor"],
  "act-for-buyer": ["winnerBidder", "winnerOwner", "winnerAcceptor"],
  "see-seller-prices": SELLING,
};

function expected(kind: Kind, action: Action, status: AuctionStatus, target: PublishTarget | null): boolean {
  const sees = expectedSee(kind, status, target);
  if (action === "see") return sees;
  if (kind === "signedOut") return false;
  if (ANY_STATUS[action]) return ANY_STATUS[action]!.includes(kind);
  if (action === "see-own-bids") return sees && !SELLING.includes(kind) && kind !== "admin";
  // Spec 001 4.3: the winner sees the seller's details once sold; sellers see the buyer's on sold.
  if (action === "see-seller-contact") return SELLING.includes(kind) || (status === "SOLD" && WINNING.includes(kind));
  if (action === "see-buyer-contact") return status === "SOLD" && (SELLING.includes(kind) || WINNING.includes(kind));
  const kinds = ALLOWED[action]?.[status] ?? [];
  return kinds.includes(kind) && sees;
}

describe("can(viewer, action, auction)", () => {
  const targets: (PublishTarget | null)[] = [...PUBLISH_TARGETS, null];
  const cases = KINDS.flatMap((kind) =>
    AUCTION_STATUSES.flatMap((status) =>
      targets.flatMap((target) => ACTIONS.map((action) => [kind, status, target, action] as const)),
    ),
  );
  it.each(cases)("%s / %s / %s / %s", (kind, status, target, action) => {
    expect(can(VIEWERS[kind], action, auction(status, target))).toBe(expected(kind, action, status, target));
  });
});

describe("moment facts", () => {
  it("cancel only while live and the reserve is not met (DESIGN: seller cancel)", () => {
    expect(can(VIEWERS.owner, "cancel", auction("PUBLISHED", "EVERYWHERE", { reserveMet: true }))).toBe(false);
    expect(can(VIEWERS.owner, "cancel", auction("PUBLISHED", "EVERYWHERE", { live: false }))).toBe(false);
  });
  it("acceptance only before the 24-hour deadline", () => {
    expect(can(VIEWERS.acceptor, "accept", auction("TO_ACCEPT", "EVERYWHERE", { acceptanceOpen: false }))).toBe(false);
    expect(
      can(VIEWERS.winnerBidder, "accept-as-winner", auction("WAITING", "EVERYWHERE", { acceptanceOpen: false })),
    ).toBe(false);
  });
  it("no bid after the end, on a blocked organisation, or past 10,000 bids (spec 001 section 6)", () => {
    expect(can(VIEWERS.groupBuyer, "bid", auction("PUBLISHED", "EVERYWHERE", { live: false }))).toBe(false);
    expect(can(VIEWERS.blockedBuyer, "bid", auction("PUBLISHED", "EVERYWHERE"))).toBe(false);
    expect(can(VIEWERS.groupBuyer, "bid", auction("PUBLISHED", "EVERYWHERE", { bidCount: 10_000 }))).toBe(false);
  });
  it("a superseded run is relaunched or edited through its newer copy only", () => {
    expect(can(VIEWERS.owner, "relaunch", auction("ENDED", "EVERYWHERE", { supersededByAuctionId: 9 }))).toBe(false);
    expect(can(VIEWERS.owner, "edit-copy", auction("REJECTED", "EVERYWHERE", { supersededByAuctionId: 9 }))).toBe(
      false,
    );
  });
  it("group reach needs a recorded group on both sides", () => {
    const noGroup = auction("PUBLISHED", "GROUP_ONLY", { groupId: null });
    expect(can(VIEWERS.noGroupBuyer, "see", noGroup)).toBe(false);
    expect(can(VIEWERS.groupBuyer, "see", noGroup)).toBe(false);
  });
});

/**
 * Who may bid and why not (spec 001 section 6, spec 000 section 8, decisions 0031, 0034, 0094):
 * each row is a viewer, an auction and the refusal expected, null when the bid may go ahead.
 * Messages are the catalogue's words, written out here.
 */
describe("bidRefusal: the one rule of who may bid", () => {
  const live = (more: Partial<AuctionFacts> = {}) => auction("PUBLISHED", "EVERYWHERE", more);
  const rows: [string, Kind, AuctionFacts, BidRefusalCode | null][] = [
    ["a buyer of another organisation", "otherGroupBuyer", live(), null],
    ["a buyer with no group", "noGroupBuyer", live(), null],
    ["the leading bidder raising their maximum", "winnerBidder", live(), null],
    ["signed out", "signedOut", live(), "SIGNED_OUT"],
    ["the selling organisation's owner", "owner", live(), "OWN_AUCTION"],
    ["a buyer of the selling organisation", "colleague", live(), "OWN_AUCTION"],
    ["the seller", "seller", live(), "OWN_AUCTION"],
    ["a member who is not a buyer", "nonBuyer", live(), "NOT_BUYER"],
    ["a transaction acceptor who is not a buyer", "winnerAcceptor", live(), "NOT_BUYER"],
    ["ops (no organisation)", "admin", live(), "NOT_BUYER"],
    ["a buyer blocked by ops", "blockedBuyer", live(), "BUYER_BLOCKED"],
    ["a buyer awaiting verification", "pendingBuyer", live(), "BUYER_BLOCKED"],
    ["a buyer blocked for payment", "paymentBlockedBuyer", live(), "PAYMENT_BLOCKED"],
    ["a buyer whose organisation is blocked", "organizationBlockedBuyer", live(), "ORGANIZATION_BLOCKED"],
    ["GROUP_ONLY: a buyer of the group", "groupBuyer", auction("PUBLISHED", "GROUP_ONLY"), null],
    ["GROUP_ONLY: a buyer of another group", "otherGroupBuyer", auction("PUBLISHED", "GROUP_ONLY"), "NOT_FOUND"],
    ["GROUP_ONLY: a buyer of no group", "noGroupBuyer", auction("PUBLISHED", "GROUP_ONLY"), "NOT_FOUND"],
    ["GROUP_FIRST: a buyer of the group", "groupBuyer", auction("PUBLISHED", "GROUP_FIRST"), null],
    ["GROUP_FIRST: a buyer outside the group", "otherGroupBuyer", auction("PUBLISHED", "GROUP_FIRST"), "NOT_FOUND"],
    // A GROUP_FIRST run with no group bids is relaunched as EVERYWHERE (DESIGN "Auction rules").
    ["GROUP_FIRST relaunched everywhere", "otherGroupBuyer", auction("PUBLISHED", "EVERYWHERE"), null],
    [
      "a group auction with no recorded group",
      "groupBuyer",
      auction("PUBLISHED", "GROUP_ONLY", { groupId: null }),
      "NOT_FOUND",
    ],
    ["a draft", "groupBuyer", auction("DRAFT", "EVERYWHERE"), "NOT_FOUND"],
    ["a cancelled auction", "groupBuyer", auction("CANCELLED", "EVERYWHERE"), "NOT_PUBLISHED"],
    ...(["ENDED", "SOLD", "TO_ACCEPT", "WAITING", "REJECTED"] as const).map(
      (status): [string, Kind, AuctionFacts, BidRefusalCode | null] => [
        `a closed auction (${status})`,
        "groupBuyer",
        auction(status, "EVERYWHERE"),
        "ENDED",
      ],
    ),
    ["published but past its end", "groupBuyer", live({ live: false }), "ENDED"],
    ["the 10,000th bid", "groupBuyer", live({ bidCount: 9_999 }), null],
    ["after 10,000 bids", "groupBuyer", live({ bidCount: 10_000 }), "LIMIT"],
    // Whose auction it is comes before the moment: the seller hears "your own", not "ended".
    ["the seller on a closed auction", "owner", auction("SOLD", "EVERYWHERE"), "OWN_AUCTION"],
  ];
  it.each(rows)("%s (%s)", (_name, kind, facts, code) => {
    const refusal = bidRefusal(VIEWERS[kind], facts);
    expect(refusal?.code ?? null).toBe(code);
    expect(can(VIEWERS[kind], "bid", facts)).toBe(code === null);
  });

  const MESSAGES: [BidRefusalCode, number, string, string | undefined][] = [
    ["SIGNED_OUT", 401, "Your session has expired", undefined],
    ["NOT_FOUND", 404, "Not Found", undefined],
    ["OWN_AUCTION", 403, "You cannot bid on your own organisation's auction", "OWN_AUCTION"],
    ["NOT_BUYER", 403, "Only buyers can place bids", undefined],
    ["BUYER_BLOCKED", 403, "Your organisation cannot place bids at the moment", "ACCOUNT_BLOCKED"],
    ["PAYMENT_BLOCKED", 418, "Please enter a valid credit card number.", "PAYMENT_FAILURE"],
    ["ORGANIZATION_BLOCKED", 403, "Your organisation has been blocked. Please contact us.", "ORGANIZATION_BLOCKED"],
    ["NOT_PUBLISHED", 409, "Bidding is closed for this auction", "NOT_PUBLISHED"],
    ["ENDED", 409, "This auction has ended", "ENDED"],
    ["LIMIT", 409, "The maximum number of bids for this auction has been reached", "LIMIT"],
  ];
  it.each(MESSAGES)("%s answers %s with the catalogue's words", (code, status, message, errorCode) => {
    const row = rows.find((r) => r[3] === code)!;
    expect(bidRefusal(VIEWERS[row[1]], row[2])).toEqual({ code, status, message, ...(errorCode ? { errorCode } : {}) });
  });
});

/**
 * Buy Now (issue 27, decision 0136): whoever may bid may take the price while the auction is live
 * and no bid has reached the reserve; the second taker of a sold auction hears that it is sold.
 */
describe("buyNowRefusal: who may take the Buy Now price", () => {
  const offered = (more: Partial<AuctionFacts> = {}) =>
    auction("PUBLISHED", "EVERYWHERE", { buyNowPriceInPence: 600000, ...more });
  const rows: [string, Kind, AuctionFacts, string | null][] = [
    ["a buyer of another organisation", "otherGroupBuyer", offered(), null],
    ["after 10,000 bids, still below the reserve", "groupBuyer", offered({ bidCount: 10_000 }), null],
    ["no Buy Now price", "groupBuyer", offered({ buyNowPriceInPence: null }), "NO_BUY_NOW"],
    ["a bid reached the reserve", "groupBuyer", offered({ reserveMet: true }), "BUY_NOW_WITHDRAWN"],
    ["already sold", "groupBuyer", auction("SOLD", "EVERYWHERE", { buyNowPriceInPence: 600000 }), "SOLD"],
    ["past its end", "groupBuyer", offered({ live: false }), "ENDED"],
    ["the selling organisation's buyer", "colleague", offered(), "OWN_AUCTION"],
    ["a member who is not a buyer", "nonBuyer", offered(), "NOT_BUYER"],
    ["a buyer blocked for payment", "paymentBlockedBuyer", offered(), "PAYMENT_BLOCKED"],
    [
      "outside a group-only auction",
      "otherGroupBuyer",
      auction("PUBLISHED", "GROUP_ONLY", { buyNowPriceInPence: 1 }),
      "NOT_FOUND",
    ],
  ];
  it.each(rows)("%s (%s)", (_name, kind, facts, code) => {
    expect(buyNowRefusal(VIEWERS[kind], facts)?.code ?? null).toBe(code);
    expect(can(VIEWERS[kind], "buy-now", facts)).toBe(code === null);
  });
  it("speaks the catalogue's words", () => {
    expect(buyNowRefusal(VIEWERS.colleague, offered())?.message).toBe("You cannot buy your own organisation's vehicle");
    expect(buyNowRefusal(VIEWERS.groupBuyer, auction("SOLD", "EVERYWHERE"))).toMatchObject({
      status: 409,
      message: "This vehicle has already been sold",
    });
  });
});
