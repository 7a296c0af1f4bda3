// Search alert matching and system notices (issue 13): publishing an auction notifies exactly the
// members a brute-force check of every alert finds (make, model, years, mileage, distance, publish
// target), one notice and at most one email per member; outbid and won notices are sent once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createDraftAuction,
  createGroup,
  createMember,
  createOrganization,
  ensureMake,
  launchBody,
  setRoomClock,
  signTokenFor,
  plusMs,
  type MemberFixture,
} from "../support/fixtures";
import {
  alertMatches,
  ANY,
  DISTANCE_OPTIONS_MILES,
  MILEAGE_OPTIONS,
  type SearchAlertInput,
} from "../../functions/contract/alerts";
import { canSee, organizationViewer } from "../../functions/contract/policy";
import { alertRow, refreshMemberAlerts } from "../../functions/alerts/alert-store";
import { matchedMembers, notifyAlertMatches, publishedFacts } from "../../functions/alerts/matching";

interface Dealer {
  member: MemberFixture;
  groupId: number | null;
  lat: number;
  lng: number;
  emailOn: boolean;
}

let worker: TestWorker;
let seller: MemberFixture;
let sellerGroup: number;
const dealers: Dealer[] = [];
const alerts: { memberId: number; row: ReturnType<typeof alertRow> }[] = [];
let ford: { makeId: number; modelId: number };
let fiesta: number;
let bmw: { makeId: number; modelId: number };

// A small deterministic generator, so a failure can be replayed.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

async function waitForNotices(auctionId: number, atLeast: number): Promise<number[]> {
  let last = -1;
  for (let i = 0; i < 60; i++) {
    const rows = await worker.sql<{ memberId: number }>(
      "SELECT member_id AS memberId FROM member_notices WHERE auction_id = ? AND kind = 'SEARCH_ALERT'",
      auctionId,
    );
    if (rows.length >= atLeast && rows.length === last) return rows.map((r) => r.memberId);
    last = rows.length;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("notices never settled");
}

beforeAll(async () => {
  worker = await startWorker();
  ford = await ensureMake(worker, "Ford", "Focus");
  fiesta = (await ensureMake(worker, "Ford", "Fiesta")).modelId;
  bmw = await ensureMake(worker, "BMW", "3 Series");
  sellerGroup = await createGroup(worker);
  const sellerOrg = await createOrganization(worker, { groupId: sellerGroup });
  seller = await createMember(worker, sellerOrg, { isOwner: true, isSeller: true });
  // A colleague of the seller with a catch-all alert: the seller's own organisation is never told.
  const colleague = await createMember(worker, sellerOrg, { isBuyer: true });
  dealers.push({ member: colleague, groupId: sellerGroup, lat: 53.8, lng: -1.55, emailOn: true });
  const orgs = [];
  for (let i = 0; i < 6; i++) orgs.push(await createOrganization(worker, { groupId: i < 2 ? sellerGroup : null }));
  for (let i = 0; i < 30; i++) {
    const org = orgs[i % orgs.length];
    const member = await createMember(worker, org, { isBuyer: true });
    // Somewhere in Great Britain, each member with their own postcode and location.
    const lat = 50.2 + rand() * 7.5;
    const lng = -5 + rand() * 6.5;
    const [pc] = await worker.sql<{ id: number }>(
      "INSERT INTO postal_codes (postcode, latitude, longitude) VALUES (?, ?, ?) RETURNING id",
      `ZZ${i} 9ZZ`,
      lat,
      lng,
    );
    const [loc] = await worker.sql<{ id: number }>(
      "INSERT INTO locations (organization_id, postal_code_id, address, city, county) VALUES (?, ?, 'Unit 1', 'Town', 'County') RETURNING id",
      org.id,
      pc.id,
    );
    await worker.sql("UPDATE members SET location_id = ? WHERE id = ?", loc.id, member.id);
    const emailOn = i % 7 !== 3;
    if (!emailOn)
      await worker.sql(
        "INSERT INTO member_notification_settings (member_id, email_search_alerts) VALUES (?, 0)",
        member.id,
      );
    dealers.push({ member, groupId: org.groupId, lat, lng, emailOn });
  }
  const d1 = await worker.db();
  for (let i = 0; i < 300; i++) {
    const d = i === 0 ? dealers[0] : dealers[1 + (i % 30)];
    const make = pick([ford.makeId, ford.makeId, bmw.makeId, ANY]);
    const model =
      make === ford.makeId ? pick([ford.modelId, fiesta, ANY]) : make === bmw.makeId ? pick([bmw.modelId, ANY]) : ANY;
    const yearMin = pick([ANY, 2012, 2016, 2019, 2020]);
    const input: SearchAlertInput = {
      makeId: i === 0 ? ANY : make,
      modelId: i === 0 ? ANY : model,
      yearMinValue: i === 0 ? ANY : yearMin,
      yearMaxValue: i === 0 ? ANY : pick([ANY, 2018, 2019, 2024]),
      mileageMaxValue: i === 0 ? ANY : pick([ANY, ...MILEAGE_OPTIONS]),
      distanceMaxValueInMiles: i === 0 ? ANY : pick([ANY, ...DISTANCE_OPTIONS_MILES]),
    };
    const row = alertRow(input, { lat: d.lat, lng: d.lng });
    alerts.push({ memberId: d.member.id, row });
  }
  // One statement with every row as JSON: the Miniflare proxy does not take a 300-statement batch.
  const cols = ["memberId", "organizationId", ...Object.keys(alerts[0].row)];
  const snake = (c: string) => c.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`);
  const json = JSON.stringify(
    alerts.map((a) => ({
      ...a.row,
      memberId: a.memberId,
      organizationId: dealers.find((d) => d.member.id === a.memberId)!.member.organizationId,
    })),
  );
  await d1
    .prepare(
      `INSERT INTO search_alerts (${cols.map(snake).join(", ")}) SELECT ${cols.map((c) => `json_extract(j.value, '$.${c}')`).join(", ")} FROM json_each(?) j`,
    )
    .bind(json)
    .run();
});
afterAll(() => worker?.dispose());

/** Every member a check of every alert in JavaScript says should hear of this auction. */
function bruteForce(
  vehicle: { makeId: number; modelId: number; year: number; mileage: number },
  publishTarget: string,
): Set<number> {
  const v = { ...vehicle, lat: 53.8, lng: -1.55 };
  const out = new Set<number>();
  for (const { memberId, row } of alerts) {
    const d = dealers.find((x) => x.member.id === memberId)!;
    if (d.member.organizationId === seller.organizationId) continue;
    const facts = {
      status: "PUBLISHED" as const,
      publishTarget: publishTarget as "EVERYWHERE",
      organizationId: seller.organizationId,
      groupId: sellerGroup,
      winnerOrganizationId: null,
    };
    if (!canSee(organizationViewer(d.member.organizationId, d.groupId), facts)) continue;
    if (alertMatches(row, v)) out.add(memberId);
  }
  return out;
}

async function publish(
  vehicle: { makeId: number; modelId: number; year: number; mileage: number },
  publishTarget: "EVERYWHERE" | "GROUP_ONLY",
) {
  const draft = await createDraftAuction(worker, seller);
  await worker.sql(
    "UPDATE vehicles SET make_id = ?, model_id = ?, year = ?, mileage = ? WHERE id = ?",
    vehicle.makeId,
    vehicle.modelId,
    vehicle.year,
    vehicle.mileage,
    draft.vehicleId,
  );
  const res = await worker.api<{ endsOn: string }>("POST", `/auction/${draft.auctionId}/publish`, {
    token: await signTokenFor(seller),
    body: launchBody(draft.version, { publishTarget, minimumPriceInPence: 100000 }),
  });
  expect(res.status).toBe(200);
  return { auctionId: draft.auctionId, endsOn: res.body.data!.endsOn };
}

const alertEmails = (auctionId: number) =>
  worker.sql<{ to: string; n: number }>(
    'SELECT to_address AS "to", COUNT(*) AS n FROM email_outbox WHERE text LIKE ? GROUP BY to_address',
    `%/auction/${auctionId}\n%`,
  );

describe("alert matching", () => {
  it("notifies exactly the brute-force set, one email per member with email on", async () => {
    const vehicle = { makeId: ford.makeId, modelId: ford.modelId, year: 2019, mileage: 42000 };
    const expected = bruteForce(vehicle, "EVERYWHERE");
    expect(expected.size).toBeGreaterThan(3);
    expect(expected.size).toBeLessThan(30);
    const { auctionId } = await publish(vehicle, "EVERYWHERE");
    const notified = await waitForNotices(auctionId, expected.size);
    expect(new Set(notified)).toEqual(expected);
    expect(notified.length).toBe(expected.size);
    const mails = await alertEmails(auctionId);
    const emailed = dealers.filter((d) => expected.has(d.member.id) && d.emailOn).map((d) => d.member.email);
    expect(mails.map((m) => m.to).sort()).toEqual(emailed.sort());
    expect(mails.every((m) => m.n === 1)).toBe(true);
    // Run again (a retried flush, a relaunch): nothing new.
    await notifyAlertMatches(await worker.db(), auctionId, "http://localhost");
    expect(await alertEmails(auctionId)).toEqual(mails);
    // The SQL match alone agrees too.
    const facts = (await publishedFacts(await worker.db(), auctionId))!;
    expect(new Set(await matchedMembers(await worker.db(), facts))).toEqual(expected);
  });

  it("keeps GROUP_ONLY auctions to the seller's group", async () => {
    const vehicle = { makeId: ford.makeId, modelId: fiesta, year: 2017, mileage: 15000 };
    const expected = bruteForce(vehicle, "GROUP_ONLY");
    const everywhere = bruteForce(vehicle, "EVERYWHERE");
    expect(expected.size).toBeGreaterThan(0);
    expect(everywhere.size).toBeGreaterThan(expected.size);
    const { auctionId } = await publish(vehicle, "GROUP_ONLY");
    expect(new Set(await waitForNotices(auctionId, expected.size))).toEqual(expected);
  });

  it("re-places a member's alerts when their location moves", async () => {
    const d = dealers[5];
    const [pc] = await worker.sql<{ id: number }>(
      "INSERT INTO postal_codes (postcode, latitude, longitude) VALUES ('AB10 1ZZ', 57.14, -2.1) RETURNING id",
    );
    const [loc] = await worker.sql<{ id: number }>(
      "INSERT INTO locations (organization_id, postal_code_id, address, city, county) VALUES (?, ?, 'Quay', 'Aberdeen', 'Aberdeenshire') RETURNING id",
      d.member.organizationId,
      pc.id,
    );
    await worker.sql("UPDATE members SET location_id = ? WHERE id = ?", loc.id, d.member.id);
    await refreshMemberAlerts(await worker.db(), d.member.id);
    const rows = await worker.sql<{ lat: number }>(
      "SELECT DISTINCT origin_lat AS lat FROM search_alerts WHERE member_id = ?",
      d.member.id,
    );
    expect(rows).toEqual([{ lat: 57.14 }]);
  });

  it("uses the match index", async () => {
    const d1 = await worker.db();
    const plan = await d1
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM search_alerts al WHERE al.make_id IN (1, -1) AND al.model_id IN (1, -1) AND al.min_lat <= 53",
      )
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain("search_alerts_match_idx");
  });
});

describe("system notices", () => {
  it("tells an outbid bidder once, then the winner and the seller once", async () => {
    const [a, b] = [dealers[1].member, dealers[2].member];
    const { auctionId, endsOn } = await publish(
      { makeId: bmw.makeId, modelId: bmw.modelId, year: 2010, mileage: 200000 },
      "EVERYWHERE",
    );
    const bid = async (m: MemberFixture, pounds: number) =>
      expect(
        (
          await worker.api("POST", "/auction/bid", {
            token: await signTokenFor(m),
            body: { auctionId, amountInPence: pounds * 100 },
          })
        ).status,
      ).toBe(200);
    await bid(a, 1000);
    await bid(b, 1500);
    await bid(a, 2000);
    await bid(b, 3000);
    await setRoomClock(worker, auctionId, plusMs(endsOn, 1000));
    let kinds: { memberId: number; kind: string }[] = [];
    for (let i = 0; i < 40 && kinds.length < 4; i++) {
      await new Promise((r) => setTimeout(r, 150));
      kinds = await worker.sql(
        "SELECT member_id AS memberId, kind FROM member_notices WHERE auction_id = ? AND kind <> 'SEARCH_ALERT' ORDER BY kind",
        auctionId,
      );
    }
    expect(kinds).toEqual([
      { memberId: a.id, kind: "OUTBID" },
      { memberId: b.id, kind: "OUTBID" },
      { memberId: seller.id, kind: "SOLD" },
      { memberId: b.id, kind: "WON" },
    ]);
    const mails = await worker.sql<{ to: string; subject: string }>(
      "SELECT to_address AS \"to\", subject FROM email_outbox WHERE text LIKE ? AND subject <> 'New vehicle matching your search alert' ORDER BY subject, to_address",
      `%/auction/${auctionId}\n%`,
    );
    expect(mails).toEqual(
      [
        { to: a.email, subject: "You have been outbid" },
        { to: b.email, subject: "You have been outbid" },
        { to: b.email, subject: "You won an auction" },
        { to: seller.email, subject: "Your vehicle has sold" },
      ].sort((x, y) => (x.subject + x.to).localeCompare(y.subject + y.to)),
    );
  });
});
