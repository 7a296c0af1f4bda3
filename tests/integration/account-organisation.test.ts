// The organisation account calls of spec 000 section 7 across two organisations: who may read and
// write what (no cross-organisation access), 412 field errors, 409 on stale versions, pending
// changes for ops (decision 0035) and the employee rules (decision 0036).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { saveBody } from "../support/account";
import {
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
  type OrgFixture,
} from "../support/fixtures";
import { FIELD_MESSAGES } from "../../functions/contract/messages/common";
import { EMPLOYEE_MESSAGES, ORGANISATION_MESSAGES } from "../../functions/contract/messages/organisation";
import type { EmployeeDto, OrganizationDto, Paged, ProfileDto } from "../../functions/contract/dto/account";

let worker: TestWorker;
let orgA: OrgFixture;
let orgB: OrgFixture;
const m: Record<string, MemberFixture> = {};
const t: Record<string, string> = {};

beforeAll(async () => {
  worker = await startWorker();
  orgA = await createOrganization(worker, { tradeName: "Alpha Motors" });
  orgB = await createOrganization(worker, { tradeName: "Beta Cars" });
  m.ownerA = await createMember(worker, orgA, {
    isOwner: true,
    isBuyer: true,
    isSeller: true,
    isTransactionAcceptor: true,
  });
  m.buyerA = await createMember(worker, orgA, { isBuyer: true });
  m.ownerB = await createMember(worker, orgB, { isOwner: true, isBuyer: true });
  for (const [k, v] of Object.entries(m)) t[k] = await signTokenFor(v);
  await worker.sql("UPDATE members SET location_id = ? WHERE organization_id = ?", orgA.locationId, orgA.id);
  await worker.sql("INSERT INTO postal_codes (postcode) VALUES ('SW1A 1AA')");
});
afterAll(() => worker?.dispose());

const getOrg = async (token: string) =>
  (await worker.api<OrganizationDto>("GET", "/account/organization", { token })).body.data!;

describe("company details", () => {
  it("every member reads only their own organisation", async () => {
    expect((await getOrg(t.buyerA)).tradeName).toBe("Alpha Motors");
    expect((await getOrg(t.ownerB)).tradeName).toBe("Beta Cars");
    const locations = await worker.api<{ id: number }[]>("GET", "/account/organization-locations", { token: t.ownerB });
    expect(locations.body.data!.map((l) => l.id)).toEqual([orgB.locationId]);
    expect((await worker.api("GET", "/account/organization", {})).status).toBe(401);
  });

  it("only the owner saves; field errors are 412 with the spec's messages", async () => {
    const org = await getOrg(t.ownerA);
    expect((await worker.api("PUT", "/account/organization", { token: t.buyerA, body: saveBody(org) })).status).toBe(
      403,
    );
    const bad = await worker.api("PUT", "/account/organization", {
      token: t.ownerA,
      body: saveBody(org, {
        landlinePhoneNumber: "0113-496",
        website: "not a site",
        mainLocation: { postalCode: "ZZ9 9ZZ", address: "x".repeat(101), city: "Leeds1", county: "", version: 0 },
      }),
    });
    expect(bad.status).toBe(412);
    expect(bad.body.fieldErrors).toMatchObject({
      landlinePhoneNumber: [FIELD_MESSAGES.onlyNumbers],
      website: [ORGANISATION_MESSAGES.websiteFormat],
      "mainLocation.address": [ORGANISATION_MESSAGES.addressTooLong],
      "mainLocation.city": [FIELD_MESSAGES.correctCharacters],
      "mainLocation.county": [FIELD_MESSAGES.required],
    });
    const unknownPostcode = await worker.api("PUT", "/account/organization", {
      token: t.ownerA,
      body: saveBody(org, {
        mainLocation: { ...saveBody(org).mainLocation, postalCodeId: undefined, postalCode: "ZZ9 9ZZ" },
      }),
    });
    expect(unknownPostcode.status).toBe(412);
    expect(unknownPostcode.body.fieldErrors).toEqual({
      "mainLocation.postalCode": [FIELD_MESSAGES.postalCodeNotFound],
    });
  });

  it("landline and main location wait for approval, new locations are PENDING, a stale version is 409", async () => {
    const org = await getOrg(t.ownerA);
    const saved = await worker.api<OrganizationDto>("PUT", "/account/organization", {
      token: t.ownerA,
      body: saveBody(org, {
        landlinePhoneNumber: "01134960999",
        website: "www.alpha-motors.co.uk",
        locationsToSave: [{ postalCode: "sw1a1aa", address: "1 Mall", city: "London", county: "Greater London" }],
      }),
    });
    expect(saved.status).toBe(200);
    const after = saved.body.data!;
    expect(after).toMatchObject({
      landlinePhoneNumber: "01134960999",
      landlinePhoneNumberIsPending: true,
      website: "www.alpha-motors.co.uk",
    });
    expect(after.additionalLocation).toMatchObject([{ status: "PENDING", postalCode: { postcode: "SW1A 1AA" } }]);
    const [row] = await worker.sql<{ landline_phone_number: string }>(
      "SELECT landline_phone_number FROM organizations WHERE id = ?",
      orgA.id,
    );
    expect(row.landline_phone_number).not.toBe("01134960999");
    const stale = await worker.api("PUT", "/account/organization", { token: t.ownerA, body: saveBody(org) });
    expect(stale.status).toBe(409);
    // Another organisation's location cannot be removed through this one.
    const foreign = await worker.api("PUT", "/account/organization", {
      token: t.ownerA,
      body: saveBody(after, { locationIdsToDelete: [orgB.locationId] }),
    });
    expect(foreign.status).toBe(404);
    const removed = await worker.api<OrganizationDto>("PUT", "/account/organization", {
      token: t.ownerA,
      body: saveBody(after, { locationIdsToDelete: [after.additionalLocation[0].id] }),
    });
    expect(removed.body.data!.additionalLocation).toEqual([]);
    expect((await worker.sql("SELECT id FROM locations WHERE id = ?", orgB.locationId)).length).toBe(1);
  });

  it("edits additional locations: a PENDING one at once, an ACTIVE one after ops approves (0065)", async () => {
    const [york] = await worker.sql<{ id: number }>(
      "INSERT INTO locations (organization_id, postal_code_id, address, city, county) SELECT ?, postal_code_id, '1 Minster Yard', 'York', 'North Yorkshire' FROM locations WHERE id = ? RETURNING id",
      orgA.id,
      orgA.locationId,
    );
    const put = (body: unknown, token = t.ownerA) =>
      worker.api<OrganizationDto>("PUT", "/account/organization", { token, body });
    const asIs = (o: OrganizationDto) =>
      o.additionalLocation.map((l) => ({
        id: l.id,
        version: l.version,
        postalCodeId: l.postalCode.id,
        address: l.address,
        city: l.city,
        county: l.county,
      }));
    let org = await getOrg(t.ownerA);
    const fresh = { postalCode: "SW1A 1AA", address: "1 Mall", city: "London", county: "Greater London" };
    org = (await put(saveBody(org, { locationsToSave: [...asIs(org), fresh] }))).body.data!;
    expect(org.additionalLocation.map((l) => [l.address, l.status])).toEqual([
      ["1 Minster Yard", "ACTIVE"],
      ["1 Mall", "PENDING"],
    ]);

    // The ACTIVE one keeps its address until approval; the answer shows the request, PENDING.
    const [active, pending] = asIs(org);
    const edited = await put(
      saveBody(org, {
        locationsToSave: [
          { ...active, address: "2 Minster Yard" },
          { ...pending, address: "2 Mall" },
        ],
      }),
    );
    expect(edited.status).toBe(200);
    org = edited.body.data!;
    expect(org.additionalLocation.map((l) => [l.address, l.status])).toEqual([
      ["2 Minster Yard", "PENDING"],
      ["2 Mall", "PENDING"],
    ]);
    const rows = await worker.sql<{ address: string }>(
      "SELECT address FROM locations WHERE id IN (?, ?) ORDER BY id",
      york.id,
      pending.id,
    );
    expect(rows.map((r) => r.address)).toEqual(["1 Minster Yard", "2 Mall"]);
    const queue = await worker.sql<{ payload: string }>(
      "SELECT payload FROM pending_changes WHERE organization_id = ? AND status = 'PENDING' AND json_extract(payload, '$.locationId') IN (?, ?) ORDER BY id",
      orgA.id,
      york.id,
      pending.id,
    );
    expect(queue.map((q) => JSON.parse(q.payload).address)).toEqual(["2 Mall", "2 Minster Yard"]);

    // Saving the same again changes nothing; back to the approved address withdraws the request.
    org = (await put(saveBody(org, { locationsToSave: asIs(org) }))).body.data!;
    const back = asIs(org).map((l) => (l.id === york.id ? { ...l, address: "1 Minster Yard" } : l));
    org = (await put(saveBody(org, { locationsToSave: back }))).body.data!;
    expect(org.additionalLocation[0]).toMatchObject({ address: "1 Minster Yard", status: "ACTIVE" });

    // Stale location versions are 409; another organisation's location is 404; errors sit on the field.
    const stale = asIs(org).map((l) => ({ ...l, version: l.version + 5 }));
    expect((await put(saveBody(org, { locationsToSave: stale }))).status).toBe(409);
    const foreign = [{ ...asIs(org)[0], id: orgB.locationId }];
    expect((await put(saveBody(org, { locationsToSave: foreign }))).status).toBe(404);
    const blank = await put(saveBody(org, { locationsToSave: [{ ...asIs(org)[0], city: "" }] }));
    expect(blank.status).toBe(412);
    expect(blank.body.fieldErrors).toEqual({ "locationsToSave.0.city": [FIELD_MESSAGES.required] });
    // Only the owner edits.
    expect((await put(saveBody(org, { locationsToSave: asIs(org) }), t.buyerA)).status).toBe(403);
    const ids = asIs(org).map((l) => l.id);
    await put(saveBody(org, { locationIdsToDelete: ids }));
  });

  it("the group call answers the caller's group or null", async () => {
    expect((await worker.api("GET", "/account/organization-group", { token: t.ownerB })).body.data).toBeNull();
  });
});

const employeeBody = (over: Record<string, unknown> = {}) => ({
  firstName: "Nina",
  lastName: "New",
  email: `nina${Math.random().toString(36).slice(2, 7)}@alpha.test`,
  phoneNumber: "07700900123",
  position: "SALES_EXECUTIVE",
  locationId: orgA.locationId,
  isBuyer: true,
  isSeller: false,
  isTransactionAcceptor: false,
  password: "secret1",
  passwordRepeat: "secret1",
  acceptNewsletter: false,
  ...over,
});

describe("employees", () => {
  it("only owners, only their own organisation", async () => {
    expect((await worker.api("POST", "/account/employee/search", { token: t.buyerA, body: {} })).status).toBe(403);
    const listB = await worker.api<Paged<EmployeeDto>>("POST", "/account/employee/search", {
      token: t.ownerB,
      body: {},
    });
    expect(listB.body.data).toMatchObject({ content: [], totalElements: 0, last: true });
    expect((await worker.api("GET", `/account/employee/${m.buyerA.id}`, { token: t.ownerB })).status).toBe(404);
    expect((await worker.api("DELETE", `/account/employee/${m.buyerA.id}`, { token: t.ownerB })).status).toBe(404);
    const put = await worker.api("PUT", `/account/employee/${m.buyerA.id}`, {
      token: t.ownerB,
      body: { locationId: orgB.locationId, position: "BUYER", isBuyer: true, version: 0 },
    });
    expect(put.status).toBe(404);
    const listA = await worker.api<Paged<EmployeeDto>>("POST", "/account/employee/search", {
      token: t.ownerA,
      body: { page: 0 },
    });
    expect(listA.body.data!.content.map((e) => e.id)).toEqual([m.buyerA.id]);
  });

  it("creates a PENDING employee; 412 on bad fields, a foreign location, roles the owner lacks", async () => {
    const created = await worker.api<EmployeeDto>("POST", "/account/employee", {
      token: t.ownerA,
      body: employeeBody(),
    });
    expect(created.status).toBe(200);
    expect(created.body.data!.status).toBe("PENDING");
    const bad = await worker.api("POST", "/account/employee", {
      token: t.ownerA,
      body: employeeBody({ firstName: "x".repeat(51), email: "nope", phoneNumber: "07x" }),
    });
    expect(bad.status).toBe(412);
    expect(bad.body.fieldErrors).toMatchObject({
      firstName: [EMPLOYEE_MESSAGES.firstNameTooLong],
      email: [FIELD_MESSAGES.emailWrongFormat],
      phoneNumber: [FIELD_MESSAGES.onlyNumbers],
    });
    // The cross-field rules run once every field is well formed (zod refinements).
    const rules = await worker.api("POST", "/account/employee", {
      token: t.ownerA,
      body: employeeBody({ isBuyer: false, passwordRepeat: "other1" }),
    });
    expect(rules.body.fieldErrors).toEqual({
      roles: [FIELD_MESSAGES.required],
      passwordRepeat: [FIELD_MESSAGES.passwordsMustMatch],
    });
    const tm = await worker.api("POST", "/account/employee", {
      token: t.ownerA,
      body: employeeBody({ isTransactionAcceptor: true }),
    });
    expect(tm.body.fieldErrors).toEqual({ isTransactionAcceptor: [EMPLOYEE_MESSAGES.transactionNeedsSeller] });
    const foreign = await worker.api("POST", "/account/employee", {
      token: t.ownerA,
      body: employeeBody({ locationId: orgB.locationId }),
    });
    expect(foreign.body.fieldErrors).toEqual({ locationId: [FIELD_MESSAGES.required] });
    const notHeld = await worker.api("POST", "/account/employee", {
      token: t.ownerB,
      body: employeeBody({ locationId: orgB.locationId, isSeller: true }),
    });
    expect(notHeld.body.fieldErrors).toEqual({ isSeller: [EMPLOYEE_MESSAGES.roleNotHeld] });
    const taken = await worker.api("POST", "/account/employee", {
      token: t.ownerA,
      body: employeeBody({ email: m.ownerB.email }),
    });
    expect(taken.body.fieldErrors).toEqual({ email: [EMPLOYEE_MESSAGES.emailTaken] });
  });

  it("updates with the version (409 when stale); personal fields only for a REJECTED employee", async () => {
    const created = (
      await worker.api<EmployeeDto>("POST", "/account/employee", { token: t.ownerA, body: employeeBody() })
    ).body.data!;
    const update = {
      locationId: orgA.locationId,
      position: "BUYER",
      isBuyer: true,
      isSeller: true,
      version: created.version,
    };
    const ok = await worker.api<EmployeeDto>("PUT", `/account/employee/${created.id}`, {
      token: t.ownerA,
      body: update,
    });
    expect(ok.body.data).toMatchObject({ position: "BUYER", isSeller: true, version: created.version + 1 });
    expect((await worker.api("PUT", `/account/employee/${created.id}`, { token: t.ownerA, body: update })).status).toBe(
      409,
    );
    const personal = {
      ...update,
      version: created.version + 1,
      firstName: "Nadia",
      lastName: "New",
      email: created.email,
      phoneNumber: "07700900124",
    };
    const notRejected = await worker.api("PUT", `/account/employee/rejected/${created.id}`, {
      token: t.ownerA,
      body: personal,
    });
    expect(notRejected.status).toBe(409);
    await worker.sql("UPDATE members SET status = 'REJECTED' WHERE id = ?", created.id);
    const fixed = await worker.api<EmployeeDto>("PUT", `/account/employee/rejected/${created.id}`, {
      token: t.ownerA,
      body: personal,
    });
    expect(fixed.body.data).toMatchObject({ firstName: "Nadia", status: "PENDING" });
    expect(
      (await worker.api("PUT", `/account/employee/rejected/${created.id}`, { token: t.ownerB, body: personal })).status,
    ).toBe(404);
    expect((await worker.api("DELETE", `/account/employee/${created.id}`, { token: t.ownerA })).status).toBe(200);
    expect((await worker.api("GET", `/account/employee/${created.id}`, { token: t.ownerA })).status).toBe(404);
    expect((await worker.api("DELETE", `/account/employee/${m.ownerA.id}`, { token: t.ownerA })).status).toBe(403);
  });
});

describe("profile", () => {
  it("each member reads and changes only their own; owners keep their location; 409 when stale", async () => {
    const mine = (await worker.api<ProfileDto>("GET", "/account/profile", { token: t.buyerA })).body.data!;
    expect(mine.email).toBe(m.buyerA.email);
    const saved = await worker.api<ProfileDto>("PUT", "/account/profile", {
      token: t.buyerA,
      body: { acceptNewsletter: true, password: "newpass1", passwordRepeat: "newpass1", version: mine.version },
    });
    expect(saved.body.data).toMatchObject({ acceptNewsletter: true, version: mine.version + 1 });
    expect(
      (await worker.api("PUT", "/account/profile", { token: t.buyerA, body: { version: mine.version } })).status,
    ).toBe(409);
    const short = await worker.api("PUT", "/account/profile", {
      token: t.buyerA,
      body: { password: "abc", passwordRepeat: "abd", version: 1 },
    });
    expect(short.body.fieldErrors).toEqual({
      password: [FIELD_MESSAGES.minLength(6)],
      passwordRepeat: [FIELD_MESSAGES.passwordsMustMatch],
    });
    const foreign = await worker.api("PUT", "/account/profile", {
      token: t.buyerA,
      body: { organizationLocationId: orgB.locationId, version: 1 },
    });
    expect(foreign.body.fieldErrors).toEqual({ organizationLocationId: [FIELD_MESSAGES.required] });
    const owner = (await worker.api<ProfileDto>("GET", "/account/profile", { token: t.ownerB })).body.data!;
    const moved = await worker.api("PUT", "/account/profile", {
      token: t.ownerB,
      body: { organizationLocationId: 999999, version: owner.version },
    });
    expect(moved.status).toBe(412);
  });
});
