// System notices the cron sweep sends (issue 13: 'an acceptance is about to time out', once each,
// through the outbox, and handed to the email API when one is set), and alert coordinates that
// follow a member when their location changes on any path (decision 0037), including a new
// location ops rejects (decision 0064).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createDraftAuction,
  createMember,
  createOrganization,
  signTokenFor,
  HOUR,
  type MemberFixture,
  type OrgFixture,
} from "../support/fixtures";
import { createAdmin } from "../support/ops";
import { ANY } from "../../functions/contract/alerts";
import type { OrganizationDto } from "../../functions/contract/dto/account";
import { saveBody } from "../support/account";

let worker: TestWorker;
const posted: { to: string[]; subject: string }[] = [];

beforeAll(async () => {
  worker = await startWorker({
    bindings: { EMAIL_API_URL: "https://mail.fake/send", EMAIL_API_KEY: "test-key" },
    // A local fake of the email API: records what it is given.
    outboundService: async (request) => {
      if (new URL(request.url).host === "mail.fake") {
        posted.push((await request.json()) as { to: string[]; subject: string });
        return new Response("{}", { status: 202 });
      }
      return new Response("unexpected", { status: 599 });
    },
  });
});
afterAll(() => worker?.dispose());

async function sweep() {
  const w = await worker.mf.getWorker();
  await w.scheduled({ cron: "*/5 * * * *" });
}
const since = (ms: number) => new Date(Date.now() + ms).toISOString();

describe("acceptance reminders from the cron sweep", () => {
  it("reminds the seller (TO_ACCEPT) and the winner (WAITING) once, near the deadline only", async () => {
    const seller = await createMember(worker, await createOrganization(worker), { isOwner: true, isSeller: true });
    const buyer = await createMember(worker, await createOrganization(worker), { isOwner: true, isBuyer: true });
    const toAccept = await createDraftAuction(worker, seller);
    const waiting = await createDraftAuction(worker, seller);
    const later = await createDraftAuction(worker, seller);
    const set = (id: number, status: string, deadline: string) =>
      worker.sql(
        "UPDATE auctions SET status = ?, acceptance_deadline = ?, launch_count = 1, winner_bidder_id = ? WHERE id = ?",
        status,
        deadline,
        buyer.id,
        id,
      );
    await set(toAccept.auctionId, "TO_ACCEPT", since(HOUR));
    await set(waiting.auctionId, "WAITING", since(90 * 60 * 1000));
    await set(later.auctionId, "TO_ACCEPT", since(10 * HOUR));
    await worker.sql("UPDATE email_outbox SET created_on = '2000-01-01T00:00:00.000Z'");

    await sweep();
    await sweep();
    const notices = await worker.sql<{ memberId: number; auctionId: number; message: string }>(
      "SELECT member_id AS memberId, auction_id AS auctionId, message FROM member_notices WHERE kind = 'ACCEPTANCE_REMINDER' ORDER BY auction_id",
    );
    expect(notices.map((n) => [n.memberId, n.auctionId])).toEqual([
      [seller.id, toAccept.auctionId],
      [buyer.id, waiting.auctionId],
    ]);
    expect(notices[0].message).toMatch(
      /^Please accept or reject the highest bid on 2019 .+ by \d\d:\d\d on \d\d\/\d\d\/\d{4}/,
    );
    const mails = await worker.sql<{ to: string; subject: string }>(
      "SELECT to_address AS \"to\", subject FROM email_outbox WHERE subject = 'Your acceptance is about to time out'",
    );
    expect(mails.map((m) => m.to).sort()).toEqual([seller.email, buyer.email].sort());
  });

  it("hands rows written by SQL to the email API once, after they settle", async () => {
    // The reminders above were written by the first sweep, too fresh to hand over then.
    await worker.sql("UPDATE email_outbox SET created_on = '2000-01-01T00:00:00.000Z'");
    await sweep();
    await sweep();
    const reminders = posted.filter((p) => p.subject === "Your acceptance is about to time out");
    expect(reminders).toHaveLength(2);
    const queued = await worker.sql("SELECT id FROM email_outbox WHERE status = 'QUEUED'");
    expect(queued).toHaveLength(0);
  });
});

describe("alert coordinates follow the member", () => {
  let org: OrgFixture;
  let owner: MemberFixture;
  let dealer: MemberFixture;
  let york: number;

  const originOf = async (memberId: number) =>
    (
      await worker.sql<{ lat: number | null }>(
        "SELECT origin_lat AS lat FROM search_alerts WHERE member_id = ?",
        memberId,
      )
    ).map((r) => r.lat);
  const addLocation = async (postcode: string, lat: number, status = "ACTIVE") => {
    const [pc] = await worker.sql<{ id: number }>(
      "INSERT INTO postal_codes (postcode, latitude, longitude) VALUES (?, ?, -1.08) RETURNING id",
      postcode,
      lat,
    );
    const [l] = await worker.sql<{ id: number }>(
      "INSERT INTO locations (organization_id, postal_code_id, address, city, county, status) VALUES (?, ?, '1 Street', 'Town', 'County', ?) RETURNING id",
      org.id,
      pc.id,
      status,
    );
    return l.id;
  };
  const version = async (memberId: number) =>
    (await worker.sql<{ v: number }>("SELECT version AS v FROM members WHERE id = ?", memberId))[0].v;

  beforeAll(async () => {
    org = await createOrganization(worker);
    owner = await createMember(worker, org, { isOwner: true, isBuyer: true, isSeller: true });
    dealer = await createMember(worker, org, { isBuyer: true });
    york = await addLocation("YO1 9ZZ", 53.96);
    const alert = { makeId: ANY, modelId: ANY, yearMinValue: ANY, yearMaxValue: ANY, mileageMaxValue: ANY };
    const res = await worker.api("POST", "/organization-member-search-alert", {
      token: await signTokenFor(dealer),
      body: { ...alert, distanceMaxValueInMiles: 50 },
    });
    expect(res.status).toBe(200);
    expect(await originOf(dealer.id)).toEqual([53.8]);
  });

  it("after the member moves themselves on My Profile", async () => {
    const res = await worker.api("PUT", "/account/profile", {
      token: await signTokenFor(dealer),
      body: { organizationLocationId: york, version: await version(dealer.id) },
    });
    expect(res.status).toBe(200);
    expect(await originOf(dealer.id)).toEqual([53.96]);
  });

  it("after the owner moves the employee, and after a removed location sends them back to the main one", async () => {
    const durham = await addLocation("DH1 9ZZ", 54.77);
    const token = await signTokenFor(owner);
    const moved = await worker.api("PUT", `/account/employee/${dealer.id}`, {
      token,
      body: {
        locationId: durham,
        position: "GENERAL_MANAGER",
        isBuyer: true,
        isSeller: false,
        isTransactionAcceptor: false,
        version: await version(dealer.id),
      },
    });
    expect(moved.status).toBe(200);
    expect(await originOf(dealer.id)).toEqual([54.77]);

    const company = await worker.api<OrganizationDto>("GET", "/account/organization", { token });
    const saved = await worker.api("PUT", "/account/organization", {
      token,
      body: saveBody(company.body.data!, { locationIdsToDelete: [durham] }),
    });
    expect(saved.status).toBe(200);
    expect(await originOf(dealer.id)).toEqual([53.8]);
  });

  it("after ops approves a new address for their location, and when ops rejects a new location", async () => {
    const admin = await createAdmin(worker, `ops${Date.now()}@tradeauction.test`);
    const [hull] = await worker.sql<{ id: number }>(
      "INSERT INTO postal_codes (postcode, latitude, longitude) VALUES ('HU1 9ZZ', 53.74, -0.33) RETURNING id",
    );
    const [change] = await worker.sql<{ id: number }>(
      "INSERT INTO pending_changes (organization_id, kind, payload) VALUES (?, 'LOCATION', ?) RETURNING id",
      org.id,
      JSON.stringify({
        isMain: true,
        postalCodeId: hull.id,
        address: "2 Dock St",
        city: "Hull",
        county: "East Riding",
      }),
    );
    const decide = (id: number, what: string) =>
      worker.api("POST", `/ops/pending-changes/${id}/${what}`, { token: admin.token, body: {} });
    expect((await decide(change.id, "approval")).status).toBe(200);
    expect(await originOf(dealer.id)).toEqual([53.74]);

    // A new location, still PENDING, that the dealer was based at: rejected, it goes.
    const whitby = await addLocation("YO21 9ZZ", 54.49, "PENDING");
    await worker.sql("UPDATE members SET location_id = ? WHERE id = ?", whitby, dealer.id);
    await worker.sql("UPDATE search_alerts SET origin_lat = 54.49 WHERE member_id = ?", dealer.id);
    const [asked] = await worker.sql<{ id: number }>(
      "INSERT INTO pending_changes (organization_id, kind, payload) VALUES (?, 'LOCATION', ?) RETURNING id",
      org.id,
      JSON.stringify({
        locationId: whitby,
        postalCodeId: hull.id,
        address: "1 Street",
        city: "Whitby",
        county: "North Yorkshire",
      }),
    );
    expect((await decide(asked.id, "rejection")).status).toBe(200);
    expect(await worker.sql("SELECT id FROM locations WHERE id = ?", whitby)).toHaveLength(0);
    const [me] = await worker.sql<{ locationId: number }>(
      "SELECT location_id AS locationId FROM members WHERE id = ?",
      dealer.id,
    );
    expect(me.locationId).toBe(org.locationId);
    expect(await originOf(dealer.id)).toEqual([53.74]);
  });

  it("removing an employee with alerts and notices takes those with them", async () => {
    await worker.sql(
      "INSERT INTO member_notices (member_id, kind, notice_key, title, message, batch) VALUES (?, 'X', ?, 't', 'm', 'b')",
      dealer.id,
      `X:${dealer.id}`,
    );
    const res = await worker.api("DELETE", `/account/employee/${dealer.id}`, { token: await signTokenFor(owner) });
    expect(res.status).toBe(200);
    expect(await originOf(dealer.id)).toEqual([]);
    // Another organisation's owner cannot reach this one's employees at all.
    const stranger = await createMember(worker, await createOrganization(worker), { isOwner: true, isBuyer: true });
    expect(
      (await worker.api("DELETE", `/account/employee/${owner.id}`, { token: await signTokenFor(stranger) })).status,
    ).toBe(404);
  });
});
