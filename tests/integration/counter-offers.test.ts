// Counter-offers after a close below the reserve (issue 27 part 1, decisions 0148 and 0167) through
// the HTTP API of the built Worker: a thread to an agreed sale (fees, notices and emails for each
// turn), a decline after the last round, expiry by the room's alarm, the refusals (another
// organisation, the wrong turn, an out-of-range price, after expiry, the old acceptance once
// countered) and moves made at the same instant, which have exactly one outcome.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  setRoomClock,
  signTokenFor,
  plusMs,
  HOUR,
  type MemberFixture,
} from "../support/fixtures";
import { buyerFeeInPence } from "../../functions/contract/fees";
import type { OrganizationStatisticsDto } from "../../functions/contract/dto/books";

interface Negotiation {
  side: string;
  thread: { side: string; kind: string; amountInPence: number | null }[];
  open: boolean;
  yourTurn: boolean;
  priceInPence: number | null;
  canCounter: boolean;
  roundsLeft: number;
  counterAbove: number | null;
  counterBelow: number | null;
  deadline: string | null;
  feeBands: { upToInPence: number | null; feeInPence: number }[];
}
interface Detail {
  version: number;
  status: string;
  saleMethod: string | null;
  wonBidPriceInPence: number | null;
  acceptanceDeadline: string | null;
  isSellerAcceptanceAllowed: boolean;
  negotiation: Negotiation | null;
}
interface Answer {
  status: string;
  version: number;
  saleMethod: string | null;
  acceptanceDeadline: string | null;
  offers: { side: string; kind: string; amountInPence: number | null; at: string }[];
}

const RESERVE = 1_000_000;
/** The visible best bid: the rival's maximum plus the £50 increment (the buyer's maximum is 800,000). */
const BEST = 705_000;
let worker: TestWorker;
let seller: MemberFixture;
let sellerOwner: MemberFixture;
let sellerColleague: MemberFixture;
let buyer: MemberFixture;
let buyerOwner: MemberFixture;
let rival: MemberFixture;
const tokens = new Map<MemberFixture, string>();

const detail = async (m: MemberFixture, id: number) =>
  (await worker.api<Detail>("GET", `/auction/${id}`, { token: tokens.get(m) })).body.data!;
const move = async (m: MemberFixture, id: number, action: string, amountInPence?: number, version?: number) =>
  worker.api<Answer>("POST", `/auction/${id}/offer`, {
    token: tokens.get(m),
    body: { version: version ?? (await detail(seller, id)).version, action, amountInPence },
  });

/** Ids on the first page of a list's Negotiating filter, once the room's copy is in D1 (decision 0246). */
async function negotiatingIds(id: number, m: MemberFixture, path = "/auction/my-auctions/search"): Promise<number[]> {
  expect((await worker.api("POST", `/test/auction/${id}/drain`)).status).toBe(200);
  const body = path === "/auction/bids" ? { bidsSearchFilter: "NEGOTIATING" } : { criteria: { negotiating: true } };
  const answer = await worker.api<{ content: { id: number }[] }>("POST", path, { token: tokens.get(m), body });
  expect(answer.status).toBe(200);
  return answer.body.data!.content.map((c) => c.id);
}

/** The member's organisation's statistics of the last 30 days (the analytics page's call). */
async function statistics(m: MemberFixture) {
  const dateFrom = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const answer = await worker.api<OrganizationStatisticsDto>("POST", "/account/statistic", {
    token: tokens.get(m),
    body: { dateFrom },
  });
  expect(answer.status).toBe(200);
  return answer.body.data!;
}

/** A PHYSICAL auction closed with the best bid (buyer's) under the reserve: TO_ACCEPT. */
async function closedBelowReserve(): Promise<number> {
  const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: RESERVE });
  await worker.api("POST", "/auction/bid", {
    token: tokens.get(rival),
    body: { auctionId: a.auctionId, amountInPence: 700_000 },
  });
  await worker.api("POST", "/auction/bid", {
    token: tokens.get(buyer),
    body: { auctionId: a.auctionId, amountInPence: 800_000 },
  });
  expect((await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000))).status).toBe("TO_ACCEPT");
  return a.auctionId;
}

/** "AB19 CDE (2019 Ford Focus)": how notices name the car. */
async function vehicleOf(id: number): Promise<string> {
  const [v] = await worker.sql<{ plate: string; title: string }>(
    `SELECT v.registration_plate AS plate, v.year || ' ' || mk.name || ' ' || md.name AS title
     FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
     JOIN vehicle_makes mk ON mk.id = v.make_id JOIN vehicle_models md ON md.id = v.model_id WHERE a.id = ?`,
    id,
  );
  return `${v.plate} (${v.title})`;
}

/** A deadline as a dealer in the UK reads it: "14:30 on 26/11/2026". */
function ukTime(iso: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.hour}:${p.minute} on ${p.day}/${p.month}/${p.year}`;
}

beforeAll(async () => {
  worker = await startWorker();
  const sellerOrg = await createOrganization(worker);
  const buyerOrg = await createOrganization(worker);
  seller = await createMember(worker, sellerOrg, { isSeller: true });
  sellerOwner = await createMember(worker, sellerOrg, { isOwner: true, isSeller: true });
  sellerColleague = await createMember(worker, sellerOrg, { isSeller: true, isBuyer: true });
  buyer = await createMember(worker, buyerOrg, { isBuyer: true });
  buyerOwner = await createMember(worker, buyerOrg, { isOwner: true, isBuyer: true });
  rival = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  for (const m of [seller, sellerOwner, sellerColleague, buyer, buyerOwner, rival])
    tokens.set(m, await signTokenFor(m));
});
afterAll(() => worker?.dispose());

describe("a counter-offer thread", () => {
  it("seller counters, buyer counters, seller accepts: sold at that price with fees, notices and emails", async () => {
    const id = await closedBelowReserve();
    const opening = await detail(seller, id);
    expect(opening.negotiation).toMatchObject({
      side: "SELLER",
      thread: [],
      yourTurn: true,
      canCounter: true,
      roundsLeft: 3,
      counterAbove: BEST,
      counterBelow: RESERVE,
    });
    expect(opening.negotiation!.feeBands.length).toBeGreaterThan(0);
    // Before the seller counters the buyer has nothing to see; another organisation never does.
    expect((await detail(buyer, id)).negotiation).toBeNull();
    expect((await detail(rival, id)).negotiation).toBeNull();

    // Closed below the reserve is To accept, not yet Negotiating.
    expect(await negotiatingIds(id, seller)).not.toContain(id);
    expect(await statistics(seller)).toMatchObject({ auctionsNegotiating: 0, auctions: { TO_ACCEPT: 1 } });

    const first = await move(seller, id, "COUNTER", 950_000);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: "TO_ACCEPT",
      offers: [{ side: "SELLER", kind: "COUNTER", amountInPence: 950_000 }],
    });
    // A fresh 24-hour window for the buyer's answer.
    const seen = await detail(buyer, id);
    expect(Date.parse(seen.acceptanceDeadline!) - Date.parse(first.body.data!.offers[0].at)).toBe(24 * HOUR);
    expect(seen.negotiation).toMatchObject({
      side: "BUYER",
      yourTurn: true,
      priceInPence: 950_000,
      counterAbove: BEST,
      counterBelow: 950_000,
      roundsLeft: 2,
    });
    expect((await detail(seller, id)).isSellerAcceptanceAllowed).toBe(false);
    // Both lists have a Negotiating filter; another organisation's selling list never shows it.
    expect(await negotiatingIds(id, seller)).toContain(id);
    expect(await negotiatingIds(id, buyer, "/auction/bids")).toContain(id);
    expect(await negotiatingIds(id, buyerOwner)).not.toContain(id);
    // Analytics counts it as a part of To accept on both sides (decision 0247).
    expect(await statistics(seller)).toMatchObject({ auctionsNegotiating: 1, auctions: { TO_ACCEPT: 1 } });
    expect(await statistics(buyer)).toMatchObject({ auctionBids: { TO_ACCEPT: 1, NEGOTIATING: 1 } });

    expect((await move(buyer, id, "COUNTER", 900_000)).status).toBe(200);
    const countered = (await detail(seller, id)).acceptanceDeadline!;
    const agreed = await move(sellerOwner, id, "ACCEPT");
    expect(agreed.status).toBe(200);
    expect(agreed.body.data).toMatchObject({ status: "SOLD", saleMethod: "COUNTER_OFFER", acceptanceDeadline: null });
    expect(await detail(buyer, id)).toMatchObject({
      status: "SOLD",
      wonBidPriceInPence: 900_000,
      saleMethod: "COUNTER_OFFER",
    });
    expect((await detail(buyer, id)).negotiation).toMatchObject({ open: false, yourTurn: false });

    const fees = await worker.sql<{ organization_id: number; kind: string; amount_in_pence: number }>(
      "SELECT organization_id, kind, amount_in_pence FROM transactions WHERE auction_id = ? ORDER BY kind",
      id,
    );
    expect(fees.map((f) => [f.organization_id, f.kind])).toEqual([
      [buyer.organizationId, "BUYER_FEE"],
      [seller.organizationId, "SELLER_FEE"],
    ]);
    expect(fees[0].amount_in_pence).toBe(buyerFeeInPence(900_000));

    const notices = await worker.sql<{ member_id: number; kind: string; title: string; message: string }>(
      "SELECT member_id, kind, title, message FROM member_notices WHERE auction_id = ? AND kind IN ('COUNTER_OFFER', 'WON', 'SOLD') ORDER BY id",
      id,
    );
    const car = await vehicleOf(id);
    expect(notices.map(({ member_id, kind, title }) => ({ member_id, kind, title }))).toEqual([
      { member_id: buyer.id, kind: "COUNTER_OFFER", title: "The seller sent you a counter-offer of £9,500" },
      { member_id: seller.id, kind: "COUNTER_OFFER", title: "The buyer sent you a counter-offer of £9,000" },
      { member_id: buyer.id, kind: "WON", title: "You agreed a price" },
      { member_id: seller.id, kind: "SOLD", title: "Your vehicle has sold at the agreed price" },
    ]);
    // Each names the price, the plate and vehicle, and who must answer by when (UK time).
    expect(notices[0].message).toBe(
      `The seller of ${car} sent you a counter-offer of £9,500. Your answer is due by ${ukTime(seen.acceptanceDeadline!)}: ` +
        "accept, decline or counter it on the auction page, or the sale will not go ahead.",
    );
    expect(notices[1].message).toBe(
      `The top bidder on ${car} sent you a counter-offer of £9,000. Your answer is due by ${ukTime(countered)}: ` +
        "accept, decline or counter it on the auction page, or the sale will not go ahead.",
    );
    expect(notices[3].message).toBe(
      `The counter-offer of £9,000 on ${car} was accepted: the vehicle is sold at that price.`,
    );
    const mails = await worker.sql<{ to_address: string; subject: string; text: string }>(
      "SELECT to_address, subject, text FROM email_outbox WHERE subject LIKE '%counter-offer%' AND to_address IN (?, ?) ORDER BY id",
      buyer.email,
      seller.email,
    );
    expect(mails.map(({ to_address, subject }) => ({ to_address, subject }))).toEqual([
      { to_address: buyer.email, subject: "The seller sent you a counter-offer of £9,500" },
      { to_address: seller.email, subject: "The buyer sent you a counter-offer of £9,000" },
    ]);
    expect(mails[0].text).toContain(`Hello ${buyer.firstName},\n\n${notices[0].message}\n\n`);
    expect(mails[0].text).toContain(`/auction/${id}\n`);
    expect(mails[1].text).toContain(`Hello ${seller.firstName},\n\n${notices[1].message}\n\n`);
  });

  it("after three counters only accept or decline are left; a decline is not sold", async () => {
    const id = await closedBelowReserve();
    expect((await move(seller, id, "COUNTER", 980_000)).status).toBe(200);
    expect((await move(buyer, id, "COUNTER", 850_000)).status).toBe(200);
    expect((await move(seller, id, "COUNTER", 920_000)).status).toBe(200);
    const fourth = await move(buyer, id, "COUNTER", 900_000);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({
      errorCode: "NO_ROUNDS_LEFT",
      message: "No counter-offers are left: please accept or decline",
    });
    expect((await detail(buyer, id)).negotiation).toMatchObject({ yourTurn: true, canCounter: false, roundsLeft: 0 });
    // The last counter's notice offers only what is left: accept or decline.
    const [last] = await worker.sql<{ message: string }>(
      "SELECT message FROM member_notices WHERE auction_id = ? AND kind = 'COUNTER_OFFER' AND member_id = ? ORDER BY id DESC LIMIT 1",
      id,
      buyer.id,
    );
    expect(last.message).toMatch(
      /counter-offer of £9,200\. Your answer is due by .+: accept or decline it on the auction page/,
    );
    const declined = await move(buyer, id, "DECLINE");
    expect(declined.body.data).toMatchObject({ status: "REJECTED" });
    expect(declined.body.data!.offers.map((o) => o.kind)).toEqual(["COUNTER", "COUNTER", "COUNTER", "DECLINE"]);
    const notices = await worker.sql<{ member_id: number }>(
      "SELECT member_id FROM member_notices WHERE auction_id = ? AND kind = 'DECLINED' ORDER BY member_id",
      id,
    );
    expect(notices.map((n) => n.member_id).sort()).toEqual([seller.id, buyer.id].sort());
    expect(await worker.sql("SELECT 1 FROM transactions WHERE auction_id = ? AND kind = 'BUYER_FEE'", id)).toEqual([]);
  });

  it("expires unanswered when the window runs out (the room's alarm): not sold, and later moves are refused", async () => {
    const id = await closedBelowReserve();
    expect((await move(seller, id, "COUNTER", 950_000)).status).toBe(200);
    const deadline = Date.parse((await detail(buyer, id)).acceptanceDeadline!);
    expect((await setRoomClock(worker, id, deadline - 1000)).status).toBe("TO_ACCEPT");
    expect((await setRoomClock(worker, id, deadline)).status).toBe("REJECTED");
    const after = await detail(seller, id);
    expect(after.negotiation!.thread.map((e) => [e.side, e.kind])).toEqual([
      ["SELLER", "COUNTER"],
      ["BUYER", "EXPIRED"],
    ]);
    const late = await move(buyer, id, "ACCEPT");
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      errorCode: "OFFER_CLOSED",
      message: "This auction is not open to counter-offers",
    });
  });
});

describe("refusals", () => {
  it("another organisation, a member without the acceptance roles, the wrong turn, an out-of-range price", async () => {
    const id = await closedBelowReserve();
    const outsider = await move(rival, id, "COUNTER", 900_000);
    expect(outsider.status).toBe(403);
    expect(outsider.body).toMatchObject({ errorCode: "NOT_A_PARTY" });
    // A seller of the organisation who is not this auction's seller, owner or acceptor.
    expect((await move(sellerColleague, id, "COUNTER", 900_000)).status).toBe(403);
    const early = await move(buyer, id, "COUNTER", 900_000);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ errorCode: "NOT_YOUR_TURN" });
    expect((await move(seller, id, "ACCEPT")).body).toMatchObject({ errorCode: "NO_OFFER" });
    for (const bad of [BEST, RESERVE, 500_000]) {
      const res = await move(seller, id, "COUNTER", bad);
      expect(res.status).toBe(412);
      expect(res.body.fieldErrors?.amountInPence).toEqual([
        "Your counter price must be more than £7,050 and less than £10,000",
      ]);
    }
    const missing = await move(seller, id, "COUNTER");
    expect(missing.body.fieldErrors?.amountInPence).toEqual(["Please enter your counter price"]);
    const typed = await worker.api("POST", `/auction/${id}/offer`, {
      token: tokens.get(seller),
      body: { version: (await detail(seller, id)).version, action: "COUNTER", amountInPence: "lots" },
    });
    expect(typed.status).toBe(412);
    expect((await move(seller, id, "COUNTER", 950_000)).status).toBe(200);
    expect((await move(seller, id, "COUNTER", 940_000)).body).toMatchObject({ errorCode: "NOT_YOUR_TURN" });
    // The buyer goes up from their bid, never to or past the seller's price.
    expect((await move(buyer, id, "COUNTER", 950_000)).status).toBe(412);
    // Once countered, the old acceptance is closed to the seller.
    const old = await worker.api("POST", `/auction/${id}/acceptance/seller`, {
      token: tokens.get(seller),
      body: { id, version: (await detail(seller, id)).version },
    });
    expect(old.status).toBe(409);
    expect(old.body).toMatchObject({ errorCode: "NEGOTIATING" });
    // A stale version is refused like every versioned call.
    expect((await move(buyer, id, "ACCEPT", undefined, 1)).body).toMatchObject({ errorCode: "STALE_VERSION" });
  });
});

describe("moves at the same instant", () => {
  it("buyer accepting while the seller declines and the buyer's owner counters: exactly one outcome", async () => {
    for (let round = 0; round < 4; round++) {
      const id = await closedBelowReserve();
      expect((await move(seller, id, "COUNTER", 950_000)).status).toBe(200);
      const { version } = await detail(seller, id);
      const answers = await Promise.all([
        move(buyer, id, "ACCEPT", undefined, version),
        move(buyerOwner, id, "COUNTER", 900_000, version),
        move(seller, id, "DECLINE", undefined, version),
      ]);
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
      const final = await detail(seller, id);
      expect(final.version).toBe(won[0].body.data!.version);
      expect(final.status).toBe(won[0].body.data!.status);
      const sales = await worker.sql("SELECT 1 FROM transactions WHERE auction_id = ? AND kind = 'BUYER_FEE'", id);
      expect(sales).toHaveLength(final.status === "SOLD" ? 1 : 0);
    }
  });

  it("the seller's acceptance and a colleague's counter at once: one wins, the other is refused", async () => {
    for (let round = 0; round < 4; round++) {
      const id = await closedBelowReserve();
      const { version } = await detail(seller, id);
      const [accept, counter] = await Promise.all([
        worker.api<{ status: string }>("POST", `/auction/${id}/acceptance/seller`, {
          token: tokens.get(seller),
          body: { id, version },
        }),
        move(sellerOwner, id, "COUNTER", 950_000, version),
      ]);
      expect([accept.status, counter.status].sort()).toEqual([200, 409]);
      const final = await detail(seller, id);
      expect(final.status).toBe(accept.status === 200 ? "WAITING" : "TO_ACCEPT");
      expect(final.negotiation?.thread.length ?? 0).toBe(counter.status === 200 ? 1 : 0);
    }
  });
});
