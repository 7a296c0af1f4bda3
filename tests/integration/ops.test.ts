// What the ops console's API does for a SUPER_ADMIN (issue 12): approve and reject organisations
// and employees (with emails through the outbox), apply pending changes, blocks that the bid and
// sign-in paths really refuse, sanitised content pages, fee settings, a one-time impersonation
// link, and an audit row for every action.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { seedMember, seedOrganization, TEST_PASSWORD } from "../support/members";
import { createAdmin } from "../support/ops";
import { ERROR_MESSAGES } from "../../functions/contract/messages/common";

let worker: TestWorker;
let admin: { id: number; token: string };
let ip = 0;

const ops = <T = { ok: true; message: string }>(method: string, path: string, body?: unknown) =>
  worker.api<T>(method, path, { token: admin.token, body });
const login = (email: string) =>
  worker.api<{ token: string }>("POST", "/auth/login", {
    body: { email, password: TEST_PASSWORD },
    headers: { "cf-connecting-ip": `203.0.113.${++ip}` },
  });
const outbox = (to: string) =>
  worker.sql<{ subject: string; text: string }>("SELECT subject, text FROM email_outbox WHERE to_address = ?", to);
const audit = () =>
  worker.sql<{ action: string; target_type: string; target_id: string; actor_id: number; detail: string }>(
    "SELECT action, target_type, target_id, actor_id, detail FROM audit_log ORDER BY id",
  );

beforeAll(async () => {
  worker = await startWorker();
  admin = await createAdmin(worker);
});
afterAll(() => worker?.dispose());

describe("registration queue", () => {
  it("approves a pending organisation and its owner, emails the owner, and records it", async () => {
    const orgId = await seedOrganization(worker, { name: "Fresh Motors", status: "PENDING" });
    await seedMember(worker, {
      email: "fresh@owner.test",
      firstName: "Fay",
      organizationId: orgId,
      isOwner: true,
      isBuyer: true,
      status: "PENDING",
    });
    const list = await ops<{ id: number; owner: { email: string } }[]>("GET", "/ops/organizations?status=PENDING");
    expect(list.body.data!.map((o) => o.owner?.email)).toContain("fresh@owner.test");

    expect((await login("fresh@owner.test")).body.errorCode).toBe("ACCOUNT_BLOCKED");
    const res = await ops("POST", `/ops/organizations/${orgId}/approval`, {});
    expect(res.status).toBe(200);
    expect((await login("fresh@owner.test")).status).toBe(200);
    // The approval is a notice with its email, sent in the background after the answer (issue 13).
    await vi.waitFor(async () =>
      expect((await outbox("fresh@owner.test"))[0]?.text).toContain("We have verified Fresh Motors"),
    );
    const owner = await login("fresh@owner.test");
    const notices = await worker.api<{ kind: string; title: string }[]>("GET", "/organization-member-notice", {
      token: owner.body.data!.token,
    });
    expect(notices.body.data).toEqual([
      expect.objectContaining({ kind: "ORGANIZATION_APPROVED", title: "Your Trade Auction account is approved" }),
    ]);
    expect((await ops("POST", `/ops/organizations/${orgId}/approval`, {})).status).toBe(409);
    expect((await audit()).at(-1)).toMatchObject({
      action: "ORGANIZATION_APPROVED",
      target_type: "ORGANIZATION",
      target_id: String(orgId),
      actor_id: admin.id,
    });
    expect(JSON.parse((await audit()).at(-1)!.detail)).toEqual({ tradeName: "Fresh Motors" });
  });

  it("rejects a pending organisation: blocked, owner rejected and emailed with the reason", async () => {
    const orgId = await seedOrganization(worker, { name: "Shady Cars", status: "PENDING" });
    await seedMember(worker, { email: "shady@owner.test", organizationId: orgId, isOwner: true, status: "PENDING" });
    expect(
      (await ops("POST", `/ops/organizations/${orgId}/rejection`, { reason: "VAT number not found" })).status,
    ).toBe(200);
    const [org] = await worker.sql<{ status: string }>("SELECT status FROM organizations WHERE id = ?", orgId);
    expect(org.status).toBe("BLOCKED");
    expect((await login("shady@owner.test")).body.errorCode).toBe("ACCOUNT_BLOCKED");
    expect((await outbox("shady@owner.test"))[0].text).toContain("Reason: VAT number not found");
    // The audit keeps what ops saw and their reason (the approval above, given none, records none).
    expect(JSON.parse((await audit()).at(-1)!.detail)).toEqual({
      tradeName: "Shady Cars",
      reason: "VAT number not found",
    });
  });

  it("approves a pending employee, who can then sign in, and rejects another", async () => {
    const orgId = await seedOrganization(worker, { name: "Staff Motors" });
    const penny = await seedMember(worker, {
      email: "penny@staff.test",
      organizationId: orgId,
      isBuyer: true,
      status: "PENDING",
    });
    const rex = await seedMember(worker, { email: "rex@staff.test", organizationId: orgId, status: "PENDING" });
    const pending = await ops<{ email: string; tradeName: string }[]>("GET", "/ops/members?status=PENDING");
    expect(pending.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: "penny@staff.test", tradeName: "Staff Motors" })]),
    );
    expect((await ops("POST", `/ops/members/${penny}/approval`, {})).status).toBe(200);
    expect((await login("penny@staff.test")).status).toBe(200);
    await vi.waitFor(async () =>
      expect((await outbox("penny@staff.test"))[0]?.subject).toBe("Your Trade Auction account is approved"),
    );
    expect((await ops("POST", `/ops/members/${rex}/rejection`, {})).status).toBe(200);
    expect((await login("rex@staff.test")).body.message).toContain(ERROR_MESSAGES.ACCOUNT_BLOCKED);
    expect((await ops("POST", `/ops/members/${rex}/approval`, {})).status).toBe(409);
    expect((await ops("POST", "/ops/members/999999/approval", {})).status).toBe(404);
  });
});

describe("pending changes", () => {
  it("applies an approved landline and location change and leaves a rejected one", async () => {
    const org = await createOrganization(worker, { tradeName: "Change Motors" });
    const [pc] = await worker.sql<{ id: number }>(
      "INSERT INTO postal_codes (postcode) VALUES ('YO1 7HH') RETURNING id",
    );
    const add = async (kind: string, payload: unknown) =>
      (
        await worker.sql<{ id: number }>(
          "INSERT INTO pending_changes (organization_id, kind, payload) VALUES (?, ?, ?) RETURNING id",
          org.id,
          kind,
          JSON.stringify(payload),
        )
      )[0].id;
    const landline = await add("LANDLINE", { landlinePhoneNumber: "01904000000" });
    const moved = await add("LOCATION", {
      locationId: org.locationId,
      postalCodeId: pc.id,
      address: "1 Minster Yard",
      city: "York",
      county: "North Yorkshire",
    });
    const rejected = await add("LANDLINE", { landlinePhoneNumber: "09999999999" });
    const list = await ops<{ id: number; summary: string; current: string | null }[]>("GET", "/ops/pending-changes");
    expect(list.body.data!.find((c) => c.id === moved)).toMatchObject({
      summary: "Location: 1 Minster Yard, York, North Yorkshire, YO1 7HH",
    });

    for (const id of [landline, moved])
      expect((await ops("POST", `/ops/pending-changes/${id}/approval`, {})).status).toBe(200);
    expect((await ops("POST", `/ops/pending-changes/${rejected}/rejection`, { reason: "Not theirs" })).status).toBe(
      200,
    );
    const [o] = await worker.sql<{ landline_phone_number: string }>(
      "SELECT landline_phone_number FROM organizations WHERE id = ?",
      org.id,
    );
    expect(o.landline_phone_number).toBe("01904000000");
    const [l] = await worker.sql<{ city: string; address: string }>(
      "SELECT city, address FROM locations WHERE id = ?",
      org.locationId,
    );
    expect(l).toEqual({ city: "York", address: "1 Minster Yard" });
    expect((await ops("POST", `/ops/pending-changes/${landline}/approval`, {})).status).toBe(409);
    const broken = await add("LOCATION", { city: "Nowhere" });
    expect((await ops("POST", `/ops/pending-changes/${broken}/approval`, {})).status).toBe(409);
  });
});

describe("blocks", () => {
  let seller: MemberFixture;
  let buyer: MemberFixture;
  let buyerOrgId: number;
  beforeAll(async () => {
    seller = await createMember(worker, await createOrganization(worker), { isOwner: true, isSeller: true });
    const buyerOrg = await createOrganization(worker);
    buyerOrgId = buyerOrg.id;
    buyer = await createMember(worker, buyerOrg, { isOwner: true, isBuyer: true });
  });
  const blocks = (b: { buyerBlocked?: boolean; sellerBlocked?: boolean; organizationBlocked?: boolean }) =>
    ops("PUT", `/ops/organizations/${buyerOrgId}/blocks`, {
      buyerBlocked: false,
      sellerBlocked: false,
      organizationBlocked: false,
      ...b,
    });

  it("a buying block refuses bids with ACCOUNT_BLOCKED until lifted", async () => {
    const live = await createLiveAuction(worker, seller);
    const bid = async () =>
      worker.api("POST", "/auction/bid", {
        token: await signTokenFor(buyer),
        body: { auctionId: live.auctionId, amountInPence: 100000 },
      });
    expect((await blocks({ buyerBlocked: true })).status).toBe(200);
    const refused = await bid();
    expect([refused.status, refused.body.errorCode, refused.body.message]).toEqual([
      403,
      "ACCOUNT_BLOCKED",
      "Your organisation cannot place bids at the moment",
    ]);
    await blocks({});
    expect((await bid()).status).toBe(200);
  });

  it("an organisation block refuses every call with ORGANIZATION_BLOCKED and sign-in too", async () => {
    expect((await blocks({ organizationBlocked: true })).status).toBe(200);
    const me = await worker.api("GET", "/auth/me", { token: await signTokenFor(buyer) });
    expect([me.status, me.body.errorCode]).toEqual([500, "ORGANIZATION_BLOCKED"]);
    const blocked = await ops<{ id: number; status: string }[]>("GET", "/ops/organizations?status=BLOCKED");
    expect(blocked.body.data!.find((o) => o.id === buyerOrgId)?.status).toBe("BLOCKED");
    await blocks({});
    expect((await worker.api("GET", "/auth/me", { token: await signTokenFor(buyer) })).status).toBe(200);
    const changes = (await audit()).filter((a) => a.action === "BLOCKS_CHANGED");
    expect(changes.length).toBeGreaterThanOrEqual(4);
  });
});

describe("content, fees and impersonation", () => {
  it("saves a content page sanitised, readable through /site-creator", async () => {
    const res = await ops("PUT", "/ops/content-pages/delivery-terms", {
      title: "Delivery terms",
      html: '<p onclick="x()">Within 7 days</p><script>alert(1)</script>',
    });
    expect(res.status).toBe(200);
    const page = await worker.api<{ title: string; content: string }>("POST", "/site-creator", {
      body: { link: "delivery-terms" },
    });
    expect(page.body.data).toEqual({ title: "Delivery terms", content: "<p>Within 7 days</p>" });
    expect((await ops("PUT", "/ops/content-pages/delivery-terms", { title: "", html: "" })).status).toBe(412);
    expect((await ops("GET", "/ops/content-pages/Bad%20Slug")).status).toBe(404);
  });

  it("changes the launch fee the engine reads, and refuses unknown rows and bad amounts", async () => {
    const before = await ops<{
      launchFee: { id: number; feeInPence: number };
      sellerBands: unknown[];
      buyerBands: unknown[];
    }>("GET", "/ops/fee-settings");
    const launch = before.body.data!.launchFee;
    expect(before.body.data!.buyerBands.length).toBe(6);
    expect((await ops("PUT", "/ops/fee-settings", { fees: [{ id: launch.id, feeInPence: 1500 }] })).status).toBe(200);
    const [row] = await worker.sql<{ fee_in_pence: number }>(
      "SELECT fee_in_pence FROM fee_settings WHERE id = ?",
      launch.id,
    );
    expect(row.fee_in_pence).toBe(1500);
    const unknown = await ops("PUT", "/ops/fee-settings", { fees: [{ id: 999999, feeInPence: 1 }] });
    expect([unknown.status, unknown.body.fieldErrors]).toEqual([412, { "fees.0.id": ["Unknown fee setting."] }]);
    expect((await ops("PUT", "/ops/fee-settings", { fees: [{ id: launch.id, feeInPence: -1 }] })).status).toBe(412);
  });

  it("issues an impersonation link that works once", async () => {
    const member = await createMember(worker, await createOrganization(worker), { isBuyer: true });
    const link = await ops<{ url: string; expiresOn: string }>("POST", `/ops/members/${member.id}/impersonation`);
    const url = new URL(link.body.data!.url, "http://x");
    const body = { om: url.searchParams.get("om"), t: url.searchParams.get("t") };
    const first = await worker.api<{ token: string }>("POST", "/auth/impersonate", { body });
    expect(first.status).toBe(200);
    const again = await worker.api("POST", "/auth/impersonate", { body });
    expect([again.status, again.body.message]).toEqual([400, ERROR_MESSAGES.IMPERSONATION_INVALID]);
    // The impersonated session is the dealer's, never an administrator's.
    expect((await worker.api("GET", "/ops/audit", { token: first.body.data!.token })).status).toBe(403);
  });

  it("shows every action in the audit log, newest first", async () => {
    const page = await ops<{
      content: { action: string; actor: { email: string } }[];
      totalElements: number;
      last: boolean;
    }>("GET", "/ops/audit");
    expect(page.body.data!.content[0].action).toBe("IMPERSONATION_LINK_CREATED");
    expect(page.body.data!.totalElements).toBe((await audit()).length);
    expect(new Set((await audit()).map((a) => a.action))).toEqual(
      new Set([
        "ORGANIZATION_APPROVED",
        "ORGANIZATION_REJECTED",
        "MEMBER_APPROVED",
        "MEMBER_REJECTED",
        "CHANGE_APPROVED",
        "CHANGE_REJECTED",
        "BLOCKS_CHANGED",
        "CONTENT_PAGE_SAVED",
        "FEE_SETTINGS_CHANGED",
        "IMPERSONATION_LINK_CREATED",
      ]),
    );
  });
});
