// Pushes after the hammer (issue 27 with issue 24's push): every counter-offer turn reaches the
// side that must answer, the agreed sale and a decline or expiry reach both; a Buy Now sale reaches
// taker and seller; each dispute step (raised, answered, decided) reaches both parties' devices.
// Delivered through the local fake push service, which checks VAPID and decrypts each message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createAdmin } from "../support/ops";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  plusMs,
  setRoomClock,
  signTokenFor,
  HOUR,
  type MemberFixture,
} from "../support/fixtures";
import { startPushServiceFake, type FakeSubscription, type PushServiceFake } from "../support/fakes/push-service";
import { disputeCalls, raiseBody } from "../support/disputes";
import { newKeyPair } from "../../functions/push/keys";

let worker: TestWorker;
let fake: PushServiceFake;
let seller: MemberFixture;
let buyer: MemberFixture;
let rival: MemberFixture;
let admin: { id: number; token: string };
const tokens = new Map<MemberFixture, string>();
const devices = new Map<MemberFixture, FakeSubscription>();
let calls: ReturnType<typeof disputeCalls>;

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 150; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Titles pushed to a member's device about one auction, oldest first, for one notice kind. */
const pushed = (m: MemberFixture, kind: string, auctionId: number) =>
  fake
    .to(devices.get(m)!)
    .filter((d) => d.message.tag.startsWith(`${kind}:${auctionId}:`))
    .map((d) => d.message.title);

async function member(roles: Parameters<typeof createMember>[2], vapidPublic: string) {
  const m = await createMember(worker, await createOrganization(worker), { isOwner: true, ...roles });
  tokens.set(m, await signTokenFor(m));
  const sub = await fake.subscribe(vapidPublic);
  const res = await worker.api("POST", "/organization-member-push-subscription", {
    token: tokens.get(m),
    body: { endpoint: sub.endpoint, keys: sub.keys },
  });
  expect(res.status).toBe(201);
  devices.set(m, sub);
  return m;
}

const version = async (id: number) =>
  (await worker.api<{ version: number }>("GET", `/auction/${id}`, { token: tokens.get(buyer) })).body.data!.version;
const move = async (m: MemberFixture, id: number, action: string, amountInPence?: number) => {
  const res = await worker.api("POST", `/auction/${id}/offer`, {
    token: tokens.get(m),
    body: { version: await version(id), action, amountInPence },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** A reserve of £10,000 and the buyer's best bid of £7,000: closed TO_ACCEPT. */
async function closedBelowReserve(): Promise<number> {
  const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 1_000_000 });
  await worker.api("POST", "/auction/bid", {
    token: tokens.get(buyer),
    body: { auctionId: a.auctionId, amountInPence: 700_000 },
  });
  expect((await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000))).status).toBe("TO_ACCEPT");
  return a.auctionId;
}

beforeAll(async () => {
  fake = await startPushServiceFake();
  const vapid = await newKeyPair();
  worker = await startWorker({ bindings: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } });
  seller = await member({ isSeller: true }, vapid.publicKey);
  buyer = await member({ isBuyer: true }, vapid.publicKey);
  rival = await member({ isBuyer: true }, vapid.publicKey);
  calls = disputeCalls(worker, tokens);
  admin = await createAdmin(worker);
});
afterAll(async () => {
  await worker?.dispose();
  await fake?.close();
});

describe("counter-offers", () => {
  it("each of three counters reaches the side that must answer; the agreed sale reaches both", async () => {
    const id = await closedBelowReserve();
    await move(seller, id, "COUNTER", 900_000);
    await until(() => pushed(buyer, "COUNTER_OFFER", id).length === 1, "the seller's counter");
    await move(buyer, id, "COUNTER", 800_000);
    await until(() => pushed(seller, "COUNTER_OFFER", id).length === 1, "the buyer's counter");
    await move(seller, id, "COUNTER", 850_000);
    await until(() => pushed(buyer, "COUNTER_OFFER", id).length === 2, "the seller's second counter");
    expect(pushed(buyer, "COUNTER_OFFER", id)).toEqual([
      "The seller sent you a counter-offer of £9,000",
      "The seller sent you a counter-offer of £8,500",
    ]);
    expect(pushed(seller, "COUNTER_OFFER", id)).toEqual(["The buyer sent you a counter-offer of £8,000"]);
    await move(buyer, id, "ACCEPT");
    await until(() => pushed(buyer, "WON", id).length === 1 && pushed(seller, "SOLD", id).length === 1, "the sale");
    expect([...pushed(buyer, "WON", id), ...pushed(seller, "SOLD", id)]).toEqual([
      "You agreed a price",
      "Your vehicle has sold at the agreed price",
    ]);
    // The push's line carries the agreed price.
    const sold = fake.to(devices.get(seller)!).find((d) => d.message.tag.startsWith(`SOLD:${id}:`))!;
    expect(sold.message.body).toMatch(/£8,500$/);
  });

  it("a decline, and a counter left to expire, reach both sides as declined", async () => {
    const declined = await closedBelowReserve();
    await move(seller, declined, "COUNTER", 900_000);
    await move(buyer, declined, "DECLINE");
    const expired = await closedBelowReserve();
    await move(seller, expired, "COUNTER", 900_000);
    await setRoomClock(worker, expired, Date.now() + 30 * HOUR);
    for (const id of [declined, expired])
      await until(
        () => pushed(buyer, "DECLINED", id).length === 1 && pushed(seller, "DECLINED", id).length === 1,
        `declined ${id}`,
      );
  });
});

describe("Buy Now", () => {
  it("the taker and the seller hear of the sale; a watcher who bid hears nothing as a winner", async () => {
    const res = await worker.api<{ id: number }>("POST", "/test/auctions", {
      body: { sellerEmail: seller.email, type: "PHYSICAL", minimumPriceInPence: 500_000, buyNowPriceInPence: 700_000 },
    });
    const id = res.body.data!.id;
    await worker.api("POST", "/auction/bid", {
      token: tokens.get(rival),
      body: { auctionId: id, amountInPence: 200_000 },
    });
    const taken = await worker.api("POST", `/auction/${id}/buy-now`, {
      token: tokens.get(buyer),
      body: { amountInPence: 700_000 },
    });
    expect(taken.status).toBe(200);
    await until(() => pushed(buyer, "WON", id).length === 1 && pushed(seller, "SOLD", id).length === 1, "the sale");
    expect(pushed(buyer, "WON", id)).toEqual(["You bought a vehicle with Buy Now"]);
    expect(pushed(seller, "SOLD", id)).toEqual(["Your vehicle has sold with Buy Now"]);
    expect(pushed(rival, "WON", id)).toEqual([]);
  });
});

describe("disputes", () => {
  it("raised, answered and decided: each step reaches both parties, and no one else", async () => {
    const { id } = await calls.sale(seller, buyer, 6000);
    const disputeId = await calls.raise(buyer, id, { ...raiseBody, reason: "MILEAGE" });
    const both = (n: number) => () =>
      pushed(buyer, "DISPUTE", id).length === n && pushed(seller, "DISPUTE", id).length === n;
    await until(both(1), "the raise");
    const answered = await calls.call(seller, "POST", `/auction/${id}/dispute/answer`, {
      answer: "Declared on the V5C",
    });
    expect(answered.status).toBe(200);
    await until(both(2), "the answer");
    const decided = await calls.call(admin.token, "POST", `/ops/disputes/${disputeId}/decision`, {
      outcome: "PARTIAL",
      adjustmentInPence: 50_000,
    });
    expect(decided.status).toBe(200);
    await until(both(3), "the decision");
    const plate = (
      await worker.sql<{ p: string }>(
        "SELECT v.registration_plate AS p FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id WHERE a.id = ?",
        id,
      )
    )[0].p;
    const titles = [
      `A dispute has been raised: ${plate}`,
      `The seller has answered a dispute: ${plate}`,
      `Dispute settled with a price adjustment: ${plate}`,
    ];
    expect(pushed(buyer, "DISPUTE", id)).toEqual(titles);
    expect(pushed(seller, "DISPUTE", id)).toEqual(titles);
    expect(pushed(rival, "DISPUTE", id)).toEqual([]);
    // The step's own email is sent once per party: the notice adds a push, not a second email.
    const mails = await worker.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE subject = ?",
      `A dispute has been raised: ${plate}`,
    );
    expect(mails[0].n).toBe(2);
  });
});
