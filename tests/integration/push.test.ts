// Web Push end to end (issue 24): devices subscribe through the API, each notice kind reaches the
// members the emails reach, as a push a browser can decrypt (the local fake push service checks the
// VAPID token and decrypts with the device's key), honouring each push toggle; a 410 forgets the
// device; a push service that is down gets every message later, exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  plusMs,
  setRoomClock,
  signTokenFor,
  type LiveAuction,
  type MemberFixture,
} from "../support/fixtures";
import { startPushServiceFake, type FakeSubscription, type PushServiceFake } from "../support/fakes/push-service";
import { newKeyPair } from "../../functions/push/keys";
import type { PushDeviceDto } from "../../functions/contract/push";
import { ANY } from "../../functions/contract/alerts";

let worker: TestWorker;
let fake: PushServiceFake;
let vapidPublic: string;
let seller: MemberFixture;
let buyer: MemberFixture;
let rival: MemberFixture;
let quiet: MemberFixture;
const devices = new Map<MemberFixture, FakeSubscription>();
const tokens = new Map<MemberFixture, string>();

const call = <T>(m: MemberFixture, method: string, path: string, body?: unknown) =>
  worker.api<T>(method, path, { token: tokens.get(m), body });

/** Polls until `check` holds (the sender works in the background); fails after about 15 s. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 150; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function subscribe(m: MemberFixture): Promise<FakeSubscription> {
  const sub = await fake.subscribe(vapidPublic);
  const res = await call<PushDeviceDto>(m, "POST", "/organization-member-push-subscription", {
    endpoint: sub.endpoint,
    keys: sub.keys,
  });
  expect(res.status).toBe(201);
  devices.set(m, sub);
  return sub;
}

async function member(roles: Parameters<typeof createMember>[2]) {
  const m = await createMember(worker, await createOrganization(worker), { isOwner: true, ...roles });
  tokens.set(m, await signTokenFor(m));
  return m;
}

const bid = (m: MemberFixture, a: LiveAuction, pounds: number) =>
  call(m, "POST", "/auction/bid", { auctionId: a.auctionId, amountInPence: pounds * 100 });
const kinds = (m: MemberFixture) => fake.to(devices.get(m)!).map((d) => d.message.tag.split(":")[0]);
const pushesOf = (m: MemberFixture, kind: string, a: LiveAuction) =>
  fake.to(devices.get(m)!).filter((d) => d.message.tag.startsWith(`${kind}:${a.auctionId}:`));

beforeAll(async () => {
  fake = await startPushServiceFake();
  const vapid = await newKeyPair();
  vapidPublic = vapid.publicKey;
  worker = await startWorker({ bindings: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } });
  seller = await member({ isSeller: true });
  buyer = await member({ isBuyer: true });
  rival = await member({ isBuyer: true });
  quiet = await member({ isBuyer: true });
  for (const m of [seller, buyer, rival, quiet]) await subscribe(m);
  // `quiet` turned system pushes off (emails stay on): they hear nothing by push.
  await worker.sql("INSERT INTO member_notification_settings (member_id, push_system) VALUES (?, 0)", quiet.id);
});
afterAll(async () => {
  await worker?.dispose();
  await fake?.close();
});

describe("subscriptions", () => {
  it("tells the browser the key to subscribe with", async () => {
    const res = await worker.api<{ enabled: boolean; publicKey: string }>("GET", "/push-config");
    expect(res.body.data).toEqual({ enabled: true, publicKey: vapidPublic });
  });

  it("lists a member's own devices only; another organisation's device is 404", async () => {
    const mine = await call<PushDeviceDto[]>(buyer, "GET", "/organization-member-push-subscription");
    expect(mine.body.data!.map((d) => d.label)).toEqual(["Browser on another system"]);
    const theirs = (await call<PushDeviceDto[]>(rival, "GET", "/organization-member-push-subscription")).body.data!;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].id).not.toBe(mine.body.data![0].id);
    const res = await call(buyer, "DELETE", `/organization-member-push-subscription/${theirs[0].id}`);
    expect(res.status).toBe(404);
    expect(
      (await call<PushDeviceDto[]>(rival, "GET", "/organization-member-push-subscription")).body.data,
    ).toHaveLength(1);
  });

  it("refuses what is not a subscription with field errors, never 500", async () => {
    const bad = await call(buyer, "POST", "/organization-member-push-subscription", {
      endpoint: "not a url",
      keys: { p256dh: "x", auth: "$$" },
    });
    expect(bad.status).toBe(412);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(expect.arrayContaining(["endpoint"]));
    const shortKey = await call(buyer, "POST", "/organization-member-push-subscription", {
      endpoint: `${fake.url}/push/none`,
      keys: { p256dh: "AAAA", auth: "AAAA" },
    });
    expect(shortKey.status).toBe(412);
    expect(await worker.api("GET", "/organization-member-push-subscription")).toMatchObject({ status: 401 });
  });

  it("removes this device by endpoint, and every device when both push toggles go off", async () => {
    const extra = await member({ isBuyer: true });
    const one = await subscribe(extra);
    await subscribe(extra);
    await call(extra, "POST", "/organization-member-push-subscription/remove", { endpoint: one.endpoint });
    expect(
      (await call<PushDeviceDto[]>(extra, "GET", "/organization-member-push-subscription")).body.data,
    ).toHaveLength(1);
    const off = { settingsType: "SYSTEM", checked: false };
    await call(extra, "PUT", "/organization-member-notification", {
      emailNotifications: [],
      pushNotifications: [off, { ...off, settingsType: "SEARCH_ALERTS" }],
    });
    expect((await call<PushDeviceDto[]>(extra, "GET", "/organization-member-push-subscription")).body.data).toEqual([]);
  });
});

describe("what is pushed", () => {
  it("outbid: one line with make, model, registration and price, opening the auction", async () => {
    const a = await createLiveAuction(worker, seller);
    await bid(buyer, a, 1200);
    await bid(quiet, a, 1500);
    await bid(rival, a, 2000);
    await until(() => pushesOf(buyer, "OUTBID", a).length > 0, "the outbid push");
    const [push] = pushesOf(buyer, "OUTBID", a);
    expect(push.message).toMatchObject({ title: "You have been outbid", url: `/auction/${a.auctionId}` });
    expect(push.message.body).toMatch(/^Ford Focus · T\d+ EST · £1,\d{3}$/);
    expect(push.topic).toMatch(/^[\w-]{32}$/);
    // The quiet bidder was outbid too, and was mailed, but turned system pushes off.
    const mails = await worker.sql(
      "SELECT 1 FROM email_outbox WHERE to_address = ? AND subject = 'You have been outbid'",
      quiet.email,
    );
    expect(mails.length).toBeGreaterThan(0);
    expect(kinds(quiet)).toEqual([]);
    expect(pushesOf(rival, "OUTBID", a)).toEqual([]);
  });

  it("awaiting acceptance (seller, then buyer), sold and won", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 900000 });
    await bid(buyer, a, 5000);
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000));
    await until(() => pushesOf(seller, "TO_ACCEPT", a).length === 1, "the seller's acceptance push");
    const version = async () =>
      (await call<{ version: number }>(seller, "GET", `/auction/${a.auctionId}`)).body.data!.version;
    await call(seller, "POST", `/auction/${a.auctionId}/acceptance/seller`, {
      id: a.auctionId,
      version: await version(),
    });
    await until(() => pushesOf(buyer, "WAITING", a).length === 1, "the buyer's acceptance push");
    expect(pushesOf(buyer, "WAITING", a)[0].message.title).toBe("The seller accepted your bid");
    await call(buyer, "POST", `/auction/${a.auctionId}/acceptance/buyer`, {
      id: a.auctionId,
      version: await version(),
    });
    await until(
      () => pushesOf(seller, "SOLD", a).length === 1 && pushesOf(buyer, "WON", a).length === 1,
      "sold and won",
    );
    // One bidder under the reserve: the price is the opening minimum, whatever their maximum.
    expect(pushesOf(seller, "SOLD", a)[0].message.body).toMatch(/^Ford Focus · T\d+ EST · £100$/);
  });

  it("declined: both sides hear it", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 900000 });
    await bid(buyer, a, 5000);
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000));
    const { version } = (await call<{ version: number }>(seller, "GET", `/auction/${a.auctionId}`)).body.data!;
    await call(seller, "POST", `/auction/${a.auctionId}/rejection/seller`, { id: a.auctionId, version });
    await until(
      () => pushesOf(buyer, "DECLINED", a).length === 1 && pushesOf(seller, "DECLINED", a).length === 1,
      "declined",
    );
  });

  it("the acceptance deadline approaching (cron sweep), once", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 900000 });
    await bid(buyer, a, 5000);
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000));
    await worker.sql(
      "UPDATE auctions SET acceptance_deadline = ? WHERE id = ?",
      plusMs(new Date().toISOString(), 3600_000),
      a.auctionId,
    );
    const sweep = async () => (await worker.mf.getWorker()).scheduled({ cron: "*/5 * * * *" });
    await sweep();
    await sweep();
    await until(() => pushesOf(seller, "ACCEPTANCE_REMINDER", a).length === 1, "the reminder");
    expect(pushesOf(seller, "ACCEPTANCE_REMINDER", a)[0].message.title).toBe("Your acceptance is about to time out");
  });

  it("a new vehicle matching an alert, honouring the search alert push toggle", async () => {
    const hunter = await member({ isBuyer: true });
    const deaf = await member({ isBuyer: true });
    for (const m of [hunter, deaf]) {
      await subscribe(m);
      const { makeId, modelId } = (
        await worker.sql<{ makeId: number; modelId: number }>(
          "SELECT mk.id AS makeId, md.id AS modelId FROM vehicle_makes mk JOIN vehicle_models md ON md.make_id = mk.id WHERE mk.name = 'Ford' AND md.name = 'Focus'",
        )
      )[0];
      const res = await call(m, "POST", "/organization-member-search-alert", {
        makeId,
        modelId,
        distanceMaxValueInMiles: ANY,
        mileageMaxValue: ANY,
        yearMinValue: ANY,
        yearMaxValue: ANY,
      });
      expect(res.status).toBe(200);
    }
    await worker.sql("INSERT INTO member_notification_settings (member_id, push_search_alerts) VALUES (?, 0)", deaf.id);
    const a = await createLiveAuction(worker, seller);
    await until(() => pushesOf(hunter, "alert", a).length === 1, "the alert push");
    expect(pushesOf(hunter, "alert", a)[0].message).toMatchObject({
      title: "New vehicle matching your search alert",
      url: `/auction/${a.auctionId}`,
    });
    const notices = await worker.sql(
      "SELECT 1 FROM member_notices WHERE member_id = ? AND auction_id = ?",
      deaf.id,
      a.auctionId,
    );
    expect(notices).toHaveLength(1);
    expect(kinds(deaf)).toEqual([]);
  });
});

describe("delivery", () => {
  it("a 410 from the push service deletes the device and what was queued for it", async () => {
    const gone = await member({ isBuyer: true });
    const sub = await subscribe(gone);
    fake.gone(sub.id);
    const a = await createLiveAuction(worker, seller);
    await bid(gone, a, 1200);
    await bid(rival, a, 2000);
    await until(
      async () => (await worker.sql("SELECT 1 FROM push_subscriptions WHERE member_id = ?", gone.id)).length === 0,
      "the device to go",
    );
    expect(fake.refused.filter((r) => r.subscriptionId === sub.id).map((r) => r.status)).toEqual([410]);
    expect(
      await worker.sql(
        "SELECT 1 FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id WHERE s.member_id = ?",
        gone.id,
      ),
    ).toEqual([]);
  });

  it("an outage loses nothing: retries deliver each push exactly once", async () => {
    const a = await createLiveAuction(worker, seller);
    fake.down = true;
    await bid(buyer, a, 1200);
    await bid(rival, a, 2000);
    await until(
      () => fake.refused.some((r) => r.status === 503 && r.subscriptionId === devices.get(buyer)!.id),
      "a refused attempt",
    );
    const queued = await worker.sql<{ attempts: number; status: string }>(
      "SELECT o.attempts, o.status FROM push_outbox o JOIN member_notices n ON n.id = o.notice_id WHERE n.auction_id = ? AND n.kind = 'OUTBID'",
      a.auctionId,
    );
    expect(queued.map((q) => q.status)).not.toContain("SENT");
    fake.down = false;
    // Nothing new happens: the sender's own alarm retries with backoff.
    await until(() => pushesOf(buyer, "OUTBID", a).length > 0, "the retried push");
    await (await worker.mf.getWorker()).scheduled({ cron: "*/5 * * * *" });
    expect(pushesOf(buyer, "OUTBID", a)).toHaveLength(1);
    const rows = await worker.sql<{ status: string; attempts: number }>(
      "SELECT o.status, o.attempts FROM push_outbox o JOIN member_notices n ON n.id = o.notice_id WHERE n.auction_id = ? AND n.kind = 'OUTBID'",
      a.auctionId,
    );
    expect(rows.every((r) => r.status === "SENT" && r.attempts >= 2)).toBe(true);
  });

  it("no device ever shows a notice twice", () => {
    for (const sub of devices.values()) {
      const tags = fake.to(sub).map((d) => d.message.tag);
      expect(new Set(tags).size).toBe(tags.length);
    }
  });
});
